import { registrationEndpoints } from '@club/shared/contract/registration';
import type { AppContext } from '../../app-context';
import { tooManyRequests } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { noSoonerThan } from '../../lib/no-sooner-than';
import { AUTH_MESSAGES } from '../../platform/auth/auth-messages';
import { currentUser } from '../../platform/auth/authenticate';
import { register, registerOwnCompany } from './service';

const TEN_MINUTES_MS = 10 * 60_000;

export function registerRegistrationRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, registrationEndpoints, {
    register: {
      description:
        'Creates the user (e-mail unverified) and the company, records the accepted Membership ' +
        'Agreement version, and e-mails a 6-digit code; `POST /auth/otp/verify` with the ' +
        'returned nonce and the code verifies the address and signs the user in. 409 when a ' +
        'verified account has the e-mail address or mobile number; an unverified ' +
        'registration is replaced.',
      config: {
        rateLimit: {
          max: ctx.config.otpRequestsPerIp,
          timeWindow: TEN_MINUTES_MS,
          errorResponseBuilder: (_request, context) =>
            tooManyRequests(
              AUTH_MESSAGES.tooManyCodeRequestsFromNetwork(context.after),
              context.ttl / 1000,
            ),
        },
      },
      handler: async (request) => {
        // Whether the e-mail belongs to a verified account shows as a 409 (the spec's message),
        // so the floor only evens out the remaining differences in work.
        const answer = await noSoonerThan(ctx.config.otpMinResponseMs, () =>
          register(ctx, request.body),
        );
        // The code goes out now rather than at the next poll.
        app.outboxWorker.wake();
        return answer;
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
