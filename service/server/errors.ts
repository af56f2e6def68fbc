import type { ServiceName } from '../../shared/api/endpoints';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

export const statusText = (status: number): string => STATUS_TEXT[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');

export interface ErrorBodyOut {
  message: string | string[];
  error: string;
  statusCode: number;
}

/** Spec 2.1: the data service sends message as a string, the metrics service as an array of strings. */
export function errorBody(service: ServiceName, statusCode: number, message: string): ErrorBodyOut {
  return { message: service === 'metrics' ? [message] : message, error: statusText(statusCode), statusCode };
}
