import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@club/shared/build/create-app-config';

export default createAppConfig({
  name: 'shell',
  port: 3000,
  cssPrefix: 'sh',
  title: 'BizBridge Club: producers and providers, connected',
  isHost: true,
  runtimePlugins: [
    fileURLToPath(new URL('./src/features/federation/retry-runtime-plugin.ts', import.meta.url)),
  ],
});
