// Values the shell's build writes into its code (rsbuild.config.ts, `source.define`).

/** The public pages of the remotes: see features/federation/preload-route-page.ts. */
declare const __CLUB_PRELOAD_ROUTES__:
  readonly { pattern: string; remote: string; module: string }[] | undefined;
