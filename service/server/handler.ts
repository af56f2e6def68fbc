import type { EndpointId, EndpointResponse, ParsedParams } from '../../shared/api/endpoints';

/**
 * The contract between the HTTP layer and the simulation: one handler per endpoint id.
 * The HTTP layer has already matched the route and validated every param with the shared
 * endpoint table, so a handler receives typed, defaulted params.
 */
export interface HandlerContext<Id extends EndpointId> {
  params: ParsedParams<Id>;
  /** Epoch milliseconds from the service's clock (controllable in tests). */
  nowMs: number;
  /** Base URL of the data service as the client reached it (for download and image URLs). */
  baseUrl: string;
}

export type Handler<Id extends EndpointId> = (ctx: HandlerContext<Id>) => EndpointResponse<Id> | Promise<EndpointResponse<Id>>;
export type HandlerMap = { [Id in EndpointId]?: Handler<Id> };

/** Thrown by a handler to answer with an error body {message, error, statusCode}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
