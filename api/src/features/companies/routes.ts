import { companyEndpoints } from '@club/contract/companies';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentMember, memberOrNull } from '../../platform/access/require-member';
import { currentUser } from '../../platform/identity/authenticate';
import { recordMetMembers } from '../../platform/welcome-checklist/repository';
import {
  getMemberCompanyPage,
  getOwnProfile,
  listMemberDirectory,
  listPublicMembers,
  updateOwnProfile,
} from './service';

export function registerCompanyRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, companyEndpoints, {
    publicDirectory: {
      description:
        'Filters `type`, `q` (name, category, city), `country`, `stateId`, `city`. `counts` ' +
        'are for the search and place filters, `matching` also applies the type; ' +
        '`locations` lists every state and city with members. No e-mail or phone.',
      cache: 'public, max-age=60',
      handler: async (request) => listPublicMembers(ctx, request.query),
    },
    memberDirectory: {
      description: '`q` matches company name, owner name or category, in any case.',
      handler: async (request) => {
        // Opening Meet the Members ticks "Meet the members" on the welcome checklist.
        await recordMetMembers(ctx.db, currentMember(request).userId, ctx.clock.now());
        return listMemberDirectory(ctx, request.query);
      },
    },
    ownProfile: async (request) => getOwnProfile(ctx, currentUser(request).id),
    updateOwnProfile: {
      description:
        'Only the fields sent change. Registration details are read-only: naming one is a 400 ' +
        'for that field. `profileImageKey` must come from the logo presign route, uploaded.',
      handler: async (request) => updateOwnProfile(ctx, currentUser(request).id, request.body),
    },
    page: {
      description:
        'Everyone gets what Our Members shows plus `brief`, `coreProducts` and `clients`; an ' +
        'active member (bearer token) also gets `contacts`. A company that is not listed is 404.',
      optionalBearer: true,
      // One address answers visitors and members differently: never kept by a shared cache.
      cache: 'no-store',
      handler: async (request) => {
        const member = await memberOrNull(ctx, request);
        return getMemberCompanyPage(ctx, member ? 'member' : 'visitor', request.params.id);
      },
    },
  });
}
