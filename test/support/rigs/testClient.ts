/** A minimal HTTP client for the service's tests: status, headers and parsed body of one request. */
export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export function testClient(baseUrl: string) {
  return async function request<T = unknown>(path: string, init?: RequestInit): Promise<TestResponse<T>> {
    const r = await fetch(baseUrl + path, init);
    const text = await r.text();
    return { status: r.status, headers: r.headers, body: (text ? JSON.parse(text) : undefined) as T };
  };
}
