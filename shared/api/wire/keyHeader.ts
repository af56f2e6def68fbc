import { z } from 'zod';

/** The interface's neutral name for the API key header; the default of every profile. */
export const DEFAULT_KEY_HEADER = 'x-service-api-key';
/** The two names offered in Settings: the interface's, and the one the real Data API reads. */
export const KNOWN_KEY_HEADERS = [DEFAULT_KEY_HEADER, 'x-glacier-api-key'] as const;

/** Headers the client sets itself or the transport owns: a key sent under one of these would break the request. */
const RESERVED = new Set(['accept', 'content-type', 'content-length', 'host', 'connection', 'transfer-encoding', 'cookie', 'origin']);

/** A profile's key header name: an HTTP header token (RFC 9110 5.6.2), compared and sent in lower case. */
export const keyHeaderName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[!#$%&'*+.^_`|~0-9a-z-]{1,64}$/, 'must be a header name: letters, digits and - only, at most 64')
  .refine((h) => !RESERVED.has(h), 'is a header the app sets itself');
