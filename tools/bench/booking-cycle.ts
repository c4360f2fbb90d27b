/**
 * One booking through the public API as a browser makes it (session → search → hold → order →
 * passengers → card token at the gateway → pay), for one adult on a direct flight. Self-contained:
 * tools may not import the edge server's test helpers.
 */

interface Fare {
  family: string;
  offerId: string;
}
interface SearchAnswer {
  outbound: Array<{ stops: number; fares: Fare[] }>;
}
export interface OrderAnswer {
  orderId: string;
  status: string;
  bookingReference?: string;
  total: { amount: number };
  passengers: Array<{ ref: string }>;
}

/**
 * Cookies as the server sets them, sent back on every later call; `ip`: the client's address.
 * `closeEach`: a connection per request, for load that must not meet the keep-alive race of a
 * balancer reload (an idle connection closed as a request goes out, which browsers resend).
 */
export class Session {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly ip?: string,
    private readonly closeEach = false,
  ) {}

  /** Any answer, as it came (the cookies it sets are kept). */
  async send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(this.ip ? { 'x-forwarded-for': this.ip } : {}),
        ...(this.closeEach ? { connection: 'close' } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), decodeURIComponent(pair.slice(eq + 1).trim()));
    }
    return response;
  }

  /** A 200's body; anything else throws with the status and body. */
  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, body);
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
}

export interface Trip {
  origin: string;
  destination: string;
  date: string;
}

let keys = 0;
const newKey = (prefix: string) => `bench-${prefix}-${process.pid}-${Date.now()}-${keys++}`;

export async function cardToken(gatewayUrl: string, closeEach = false): Promise<string> {
  const response = await fetch(`${gatewayUrl}/tokens`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: gatewayUrl,
      ...(closeEach ? { connection: 'close' } : {}),
    },
    body: JSON.stringify({
      number: '4242 4242 4242 4242',
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      holderName: 'Ana Muñoz',
    }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200)
    throw new Error(`tokens answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { cardToken: string }).cardToken;
}

/** Books `trip` for one adult (basic fare); resolves with the paid order. */
export async function bookOnce(
  server: { url: string; gatewayUrl: string },
  trip: Trip,
  closeEach = false,
): Promise<OrderAnswer> {
  const session = new Session(server.url, undefined, closeEach);
  await session.call('GET', '/api/_auth/session');
  const search = await session.call<SearchAnswer>('POST', '/api/search-flights', {
    origin: trip.origin,
    destination: trip.destination,
    departDate: trip.date,
    adults: 1,
    children: 0,
    infants: 0,
    currency: 'EUR',
  });
  const fare = search.outbound.find((j) => j.stops === 0)?.fares.find((f) => f.family === 'basic');
  if (!fare) throw new Error(`no direct flight ${trip.origin}→${trip.destination} on ${trip.date}`);
  const hold = await session.call<{ holdId: string }>('POST', '/api/holds', {
    offerIds: [fare.offerId],
    idempotencyKey: newKey('hold'),
  });
  const order = await session.call<OrderAnswer>('POST', '/api/orders', { holdId: hold.holdId });
  const named = await session.call<OrderAnswer>('POST', '/api/order-passengers', {
    orderId: order.orderId,
    details: {
      departureDate: trip.date,
      passengers: [{ id: order.passengers[0]!.ref, type: 'adult', firstName: 'Ana', lastName: 'Muñoz' }],
      contact: { email: 'ana@example.com', phone: '+34600123456' },
    },
  });
  return session.call<OrderAnswer>('POST', '/api/pay', {
    orderId: named.orderId,
    idempotencyKey: newKey('pay'),
    expectedTotal: named.total.amount,
    cardToken: await cardToken(server.gatewayUrl, closeEach),
    acceptTerms: true,
  });
}
