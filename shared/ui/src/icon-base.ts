/**
 * lucide-react's icon factory (with its context and base component), once on
 * the page: remotes' builds send the icons' own import of it here
 * (shared/build/create-app-config.ts), so every app's icons are made by the
 * copy the shell already loaded instead of each remote bringing its own.
 */
export { createLucideIcon as default } from 'lucide-react';
