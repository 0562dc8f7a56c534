// @vitest-environment node
import { bootFiles } from './service-worker-plugin';

describe('the boot files the service worker stores at install', () => {
  it('are the hashed scripts, styles and font index.html loads, once each', () => {
    const html = `<head>
      <link rel="preload" as="fetch" href="/config.json" crossorigin="anonymous">
      <link rel="preload" as="font" type="font/woff2" href="/static/font/face.be6419ffe3.woff2" crossorigin="anonymous">
      <link rel="preload" as="script" href="/static/js/async/boot-libraries.92a876b6c5.js">
      <link rel="preload" as="style" href="/static/css/async/boot-app.c71b4fb2d5.css">
      <link rel="stylesheet" href="/static/css/async/boot-app.c71b4fb2d5.css">
      <link rel="icon" href="/favicon.svg" type="image/svg+xml">
      <link rel="manifest" href="/manifest.webmanifest">
      <script defer src="/static/js/index.7e9549e778.js"></script></head>`;
    expect(bootFiles(html)).toEqual([
      '/static/font/face.be6419ffe3.woff2',
      '/static/js/async/boot-libraries.92a876b6c5.js',
      '/static/css/async/boot-app.c71b4fb2d5.css',
      '/static/js/index.7e9549e778.js',
    ]);
  });
});
