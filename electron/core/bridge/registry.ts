import type { z } from 'zod';
import { channelArgs, type Channel } from '../../../shared/bridge/channels';
import type { ApiErrorInfo, BridgeResult } from '../../../shared/bridge/errors';
import { ApiClientError, redact, redactDeep } from '../apiClient/apiError';
import { InputError } from '../inputError';

/** A channel's handler receives its arguments already validated by `channelArgs[channel]`. */
export type ChannelHandler<C extends Channel> = (args: z.output<(typeof channelArgs)[C]>) => Promise<unknown>;
/** Every channel must have a handler: adding a channel to shared/bridge/channels.ts without one fails the type check. */
export type Handlers = { [C in Channel]: ChannelHandler<C> };

export type Dispatch = (channel: string, args: unknown) => Promise<BridgeResult<unknown>>;

const isChannel = (name: string): name is Channel => Object.hasOwn(channelArgs, name);

/**
 * The one entry point both hosts call. Nothing runs before the arguments validate; every
 * outcome, failure included, is a BridgeResult value so no field is lost on the way.
 */
export function createDispatch(
  handlers: Handlers,
  options: { secret?: () => string | undefined; log?: (line: string) => void } = {},
): Dispatch {
  return async (channel, args) => {
    if (typeof channel !== 'string' || !isChannel(channel)) {
      return fail({
        status: 404,
        error: 'Unknown Channel',
        message: `No bridge channel named "${String(channel).slice(0, 60)}".`,
        field: 'channel',
        kind: 'invalid-params',
      });
    }
    const parsed = channelArgs[channel].safeParse(args);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const keys = 'keys' in issue ? (issue.keys as string[]) : [];
      const field = [...issue.path.map(String), ...keys.slice(0, 1)].join('.') || 'args';
      return fail({ status: 400, error: 'Bad Request', message: `Invalid ${field}: ${issue.message}`, field, kind: 'invalid-params' });
    }
    try {
      const handler = handlers[channel] as (a: unknown) => Promise<unknown>;
      return { ok: true, data: redactDeep(await handler(parsed.data), options.secret?.()) };
    } catch (e) {
      if (e instanceof ApiClientError) return fail(redactDeep(e.info, options.secret?.()));
      if (e instanceof InputError)
        return fail({ status: 400, error: 'Bad Request', message: e.message, field: e.field, kind: 'invalid-params' });
      const message = redact(e instanceof Error ? e.message : String(e), options.secret?.());
      options.log?.(`bridge ${channel} failed: ${message}`);
      return fail({ status: 500, error: 'Internal Error', message: `The main process could not complete ${channel}: ${message}` });
    }
  };
}

function fail(error: ApiErrorInfo): BridgeResult<never> {
  return { ok: false, error };
}
