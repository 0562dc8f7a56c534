/** A host as a `Host` header or a configured address names it: `localhost:4000`, `[::1]`. */
export interface HostName {
  /** Lower-cased; an IPv6 address keeps its brackets. */
  name: string;
  /** null when the header names none (the scheme's default port). */
  port: number | null;
}

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/i;

/** `host[:port]` as a name and a port, or null when it is not one (a port over 65535, a path). */
export function parseHost(value: string): HostName | null {
  const match = HOST.exec(value.trim());
  if (!match?.[1]) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  return { name: match[1].toLowerCase(), port };
}

/** Whether `host` is `allowed`: the same name, on the allowed port when it names one. */
export function sameHost(host: HostName, allowed: HostName): boolean {
  return host.name === allowed.name && (allowed.port === null || host.port === allowed.port);
}
