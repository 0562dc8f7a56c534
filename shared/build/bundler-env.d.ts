// What the bundler (Rsbuild, Rspack) gives source files beyond standard TypeScript.

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}

interface ImportMeta {
  /** A context over files of a folder (Rspack); the harnesses load their pages with it. */
  webpackContext: (
    request: string,
    options: { recursive?: boolean; regExp?: RegExp; mode?: 'sync' | 'lazy' },
  ) => { keys: () => string[]; (file: string): Promise<unknown> };
}
