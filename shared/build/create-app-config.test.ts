// @vitest-environment node
import { createAppConfig, federationShared, sharedPackageModules } from './create-app-config';

describe('federation sharing', () => {
  it('shares React, the router, zustand and React Query as singletons', () => {
    const shared = federationShared();
    for (const name of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-router-dom',
      'zustand',
      '@tanstack/react-query',
    ]) {
      expect(shared[name]?.singleton, name).toBe(true);
    }
  });

  it('shares every module of the shared package as a singleton, the session store included', () => {
    const shared = federationShared();
    const modules = sharedPackageModules();
    expect(modules).toContain('@club/shared/session/session-store');
    expect(modules).toContain('@club/shared/api/api-client');
    expect(modules).not.toContain('@club/shared/build/create-app-config');
    for (const moduleId of modules) expect(shared[moduleId]?.singleton, moduleId).toBe(true);
  });

  it('uses loaded-first sharing and assetPrefix auto for remotes', () => {
    const remote = createAppConfig({
      name: 'marketing',
      port: 3001,
      cssPrefix: 'mkt',
      title: 't',
      exposes: { './HomePage': './src/home.tsx' },
    });
    expect(remote.output?.assetPrefix).toBe('auto');
    expect(remote.server?.cors).toBeTruthy();
    const host = createAppConfig({
      name: 'shell',
      port: 3000,
      cssPrefix: 'sh',
      title: 't',
      isHost: true,
    });
    expect(host.output?.assetPrefix).toBe('/');
    expect(host.server?.historyApiFallback).toBe(true);
  });
});
