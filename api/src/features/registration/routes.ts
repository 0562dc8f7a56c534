import { registrationEndpoints } from '@club/contract/registration';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { noSoonerThan } from '../../lib/no-sooner-than';
import { currentUser } from '../../platform/identity/authenticate';
import { codeRequestRateLimit } from '../../platform/identity/code-rate-limit';
import { originOf } from '../../platform/identity/code-requester';
import { register, registerOwnCompany } from './service';

export function registerRegistrationRoutes(app: ZodApp, ctx: AppContext): void {
  const codeRequests = codeRequestRateLimit(app, ctx);
  registerEndpoints(app, registrationEndpoints, {
    register: {
      description:
        'Creates the user (e-mail unverified) and the company, records the accepted Membership ' +
        'Agreement version, and e-mails a 6-digit code; `POST /auth/otp/verify` with the ' +
        'returned nonce and the code verifies the address and signs the user in. 409 when a ' +
        'verified account has the e-mail address or mobile number; an unverified ' +
        'registration is replaced.',
      // One per-network budget with sign-in codes and mobile proofs.
      onRequest: codeRequests.onRequest,
      config: { rateLimit: codeRequests.rateLimit },
      handler: async (request) => {
        // Whether the e-mail belongs to a verified account shows as a 409 (the spec's message),
        // so the floor only evens out the remaining differences in work.
        return noSoonerThan(ctx.config.otpMinResponseMs, () =>
          register(ctx, request.body, originOf(request)),
        );
      },
    },
    company: {
      description:
        'The company part of the registration payload and the accepted Membership Agreement ' +
        'version. The e-mail address is proved by the sign-in, so no code is sent: the ' +
        'company is stored at once and can buy a plan. 409 when the user has a company.',
      handler: async (request, reply) => {
        const created = await registerOwnCompany(ctx, currentUser(request).id, request.body);
        return reply.code(201).send(created);
      },
    },
  });
}
