import * as v from 'valibot';
import {
  Banner,
  ContentPage,
  GetBannersRequest,
  GetMenuRequest,
  GetOffersRequest,
  GetPageRequest,
  GetRegionsRequest,
  GetSlidersRequest,
  Menu,
  Offer,
  Region,
  Slider,
} from './content.ts';
import { ClaimRequest, ClaimResponse } from './claims.ts';
import { Domain, GetDomainRequest } from './domain.ts';
import { ExtrasResponse } from './extras.ts';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';
import { NewsletterRequest, NewsletterResponse } from './newsletter.ts';
import {
  AirportList,
  AirportsRequest,
  CreateHoldRequest,
  FareCalendarRequest,
  FareCalendarResponse,
  GetHoldRequest,
  Hold,
  ReleaseHoldRequest,
  ReleaseHoldResponse,
  SearchFlightsRequest,
  SearchFlightsResponse,
} from './search.ts';
import {
  ChangePasswordRequest,
  EmptyRequest,
  LoginRequest,
  LoginResponse,
  OkResponse,
  SessionResponse,
} from './identity.ts';
import {
  Agent,
  CreateAgentRequest,
  DashboardRequest,
  DashboardResponse,
  ReportRequest,
  ReportResponse,
  ResetAgentPasswordRequest,
  UpdateAgentRequest,
} from './agency.ts';
import {
  CreateOrderRequest,
  ExtrasCatalogRequest,
  GetOrderRequest,
  Order,
  OrderExtrasRequest,
  OrderPassengersRequest,
  OrderSeatRequest,
  PayOnAccountRequest,
  PayRequest,
  SeatMapRequest,
  SeatMapResponse,
} from './orders.ts';
import {
  BoardingPassesResponse,
  CheckinCompleteRequest,
  CheckinDocumentsRequest,
  CheckinOrderRequest,
  CheckinSeatRequest,
  CheckinView,
  ReservationLookupRequest,
  ReservationLookupResponse,
} from './checkin.ts';
import {
  CancelBookingRequest,
  CancelBookingResponse,
  ManageBookingRequest,
  ManageBookingResponse,
  RefundQuote,
  RequestOtpRequest,
  RequestOtpResponse,
  UpdateContactRequest,
} from './manage.ts';

/** The `/api` surface. Handlers, the browser client and `/api/openapi.json` all read this. */
export const endpoints = {
  getDomain: defineEndpoint({
    method: 'POST',
    path: '/api/get-domain',
    summary: 'The regional domain: languages, currencies, contact, socials, SEO and style.',
    request: GetDomainRequest,
    response: Domain,
  }),
  getMenu: defineEndpoint({
    method: 'POST',
    path: '/api/get-menu',
    summary: 'Header, Footer and SubFooter menu trees of a domain and language (new_state 1: preview).',
    request: GetMenuRequest,
    response: Menu,
  }),
  getBanners: defineEndpoint({
    method: 'POST',
    path: '/api/get-banners',
    summary: 'Promotional banners of a domain and language.',
    request: GetBannersRequest,
    response: v.array(Banner),
  }),
  getOffers: defineEndpoint({
    method: 'POST',
    path: '/api/get-offers',
    summary: 'Fare offers of a domain and language, priced in the requested currency.',
    request: GetOffersRequest,
    response: v.array(Offer),
  }),
  getSliders: defineEndpoint({
    method: 'POST',
    path: '/api/get-sliders',
    summary: 'Home page slides of a domain and language.',
    request: GetSlidersRequest,
    response: v.array(Slider),
  }),
  getPage: defineEndpoint({
    method: 'POST',
    path: '/api/get-page',
    summary: 'A content page (/{lang}/{link}) of a domain and language; 404 when there is none.',
    request: GetPageRequest,
    response: ContentPage,
  }),
  getRegions: defineEndpoint({
    method: 'POST',
    path: '/api/get-regions',
    summary: 'The regional sites with their URL in the environment of the calling host.',
    request: GetRegionsRequest,
    response: v.array(Region),
  }),
  subscribeNewsletter: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter',
    summary: "Signs a visitor up for the offers newsletter of the request's domain and mails a confirmation.",
    request: NewsletterRequest,
    response: NewsletterResponse,
  }),
  submitClaim: defineEndpoint({
    method: 'POST',
    path: '/api/claims',
    summary: 'Files a claim, complaint or request; answers its receipt number, which is also mailed.',
    request: ClaimRequest,
    response: ClaimResponse,
  }),
  airports: defineEndpoint({
    method: 'POST',
    path: '/api/airports',
    summary: 'Every airport of the network, with names in en/es/pt and its IANA time zone.',
    request: AirportsRequest,
    response: AirportList,
  }),
  searchFlights: defineEndpoint({
    method: 'POST',
    path: '/api/search-flights',
    summary: 'Direct and one-stop journeys for a one-way or return trip, each fare family priced for the party.',
    request: SearchFlightsRequest,
    response: SearchFlightsResponse,
  }),
  fareCalendar: defineEndpoint({
    method: 'POST',
    path: '/api/fare-calendar',
    summary: 'Cheapest total for the party per departure day (null when nothing is bookable).',
    request: FareCalendarRequest,
    response: FareCalendarResponse,
  }),
  createHold: defineEndpoint({
    method: 'POST',
    path: '/api/holds',
    summary: 'Holds seats for 1–2 offers until expiresAt; 409 errors.sold_out, 410 errors.offer_expired. Repeatable with idempotencyKey.',
    request: CreateHoldRequest,
    response: Hold,
  }),
  getHold: defineEndpoint({
    method: 'POST',
    path: '/api/get-hold',
    summary: 'A hold with its status (active, expired, released) and priced snapshot.',
    request: GetHoldRequest,
    response: Hold,
  }),
  releaseHold: defineEndpoint({
    method: 'POST',
    path: '/api/release-hold',
    summary: 'Gives a hold\'s seats back; repeatable.',
    request: ReleaseHoldRequest,
    response: ReleaseHoldResponse,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/login',
    summary:
      'Agency sign-in; sets the agency token cookie and a new session id. 401 agency.invalidCredentials, 429 when locked.',
    request: LoginRequest,
    response: LoginResponse,
  }),
  getSession: defineEndpoint({
    method: 'GET',
    path: '/api/_auth/session',
    summary: "The caller's user (anonymous or agency), or null.",
    request: EmptyRequest,
    response: SessionResponse,
  }),
  signOut: defineEndpoint({
    method: 'DELETE',
    path: '/api/_auth/session',
    summary: 'Signs out: clears the agency token and session id.',
    request: EmptyRequest,
    response: OkResponse,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/agency/password',
    summary: "Changes the signed-in agency user's password and ends their other sessions.",
    request: ChangePasswordRequest,
    response: OkResponse,
  }),
  agencyDashboard: defineEndpoint({
    method: 'POST',
    path: '/api/agency/dashboard',
    summary: 'Credit limit and available credit in the display currency, recent bookings, low-credit alert.',
    request: DashboardRequest,
    response: DashboardResponse,
  }),
  agencyReport: defineEndpoint({
    method: 'POST',
    path: '/api/agency/report',
    summary: 'Bookings by date range, agent and status with totals and commission (agents: their own only).',
    request: ReportRequest,
    response: ReportResponse,
  }),
  listAgents: defineEndpoint({
    method: 'POST',
    path: '/api/agency/agents',
    summary: "The agency's users (admin only).",
    request: EmptyRequest,
    response: v.array(Agent),
  }),
  createAgent: defineEndpoint({
    method: 'POST',
    path: '/api/agency/agents/create',
    summary: 'Creates an agent in the admin’s agency.',
    request: CreateAgentRequest,
    response: Agent,
  }),
  updateAgent: defineEndpoint({
    method: 'POST',
    path: '/api/agency/agents/update',
    summary: 'Renames, deactivates or reactivates an agent of the admin’s agency.',
    request: UpdateAgentRequest,
    response: Agent,
  }),
  resetAgentPassword: defineEndpoint({
    method: 'POST',
    path: '/api/agency/agents/reset-password',
    summary: 'Sets a new password for an agent of the admin’s agency and ends their sessions.',
    request: ResetAgentPasswordRequest,
    response: OkResponse,
  }),
  createOrder: defineEndpoint({
    method: 'POST',
    path: '/api/orders',
    summary: 'A draft order (HELD) from an active hold, with every price line; repeatable (one order per hold).',
    request: CreateOrderRequest,
    response: Order,
  }),
  getOrder: defineEndpoint({
    method: 'POST',
    path: '/api/get-order',
    summary: 'An order by its id; `expired` once its hold ran out before payment.',
    request: GetOrderRequest,
    response: Order,
  }),
  extrasCatalog: defineEndpoint({
    method: 'POST',
    path: '/api/order-extras-catalog',
    summary: "The extras an order can add, per group and flight, with each passenger's count, cost and included units.",
    request: ExtrasCatalogRequest,
    response: ExtrasResponse,
  }),
  orderExtras: defineEndpoint({
    method: 'POST',
    path: '/api/order-extras',
    summary: 'Replaces the extras of a HELD order; validates availability, included units and maxQuantity.',
    request: OrderExtrasRequest,
    response: Order,
  }),
  seatMap: defineEndpoint({
    method: 'POST',
    path: '/api/seat-map',
    summary: "A flight's cabin for an order: every seat with its category, exit flag, availability and price.",
    request: SeatMapRequest,
    response: SeatMapResponse,
  }),
  orderSeat: defineEndpoint({
    method: 'POST',
    path: '/api/order-seat',
    summary: 'Holds a seat for a passenger on a flight (releasing their previous one); 409 errors.seat_taken.',
    request: OrderSeatRequest,
    response: Order,
  }),
  orderPassengers: defineEndpoint({
    method: 'POST',
    path: '/api/order-passengers',
    summary: 'Names, birth dates and contact of the party; stores ICAO-transliterated ticket names.',
    request: OrderPassengersRequest,
    response: Order,
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: '/api/pay',
    summary:
      'Pays a HELD order once per idempotencyKey; 409 errors.price_changed, 402 card refusals, 422 errors.idempotency_mismatch.',
    request: PayRequest,
    response: Order,
  }),
  payOnAccount: defineEndpoint({
    method: 'POST',
    path: '/api/pay-on-account',
    summary:
      'A signed-in agency confirms a HELD order against its credit; 401 agency.unauthorized, 402 errors.insufficient_credit, 409 errors.invalid_currency or errors.price_changed.',
    request: PayOnAccountRequest,
    response: Order,
  }),
  reservationLookup: defineEndpoint({
    method: 'POST',
    path: '/api/reservation-lookup',
    summary:
      'Finds a booking by reference and any passenger’s last name and lets this visitor manage it; `open` → /manage, else check-in. 404 reservation.not_found, 429 errors.rate_limited.',
    request: ReservationLookupRequest,
    response: ReservationLookupResponse,
  }),
  manageBooking: defineEndpoint({
    method: 'POST',
    path: '/api/manage-booking',
    summary: 'A looked-up booking with its history, masked contact, check-in window and whether it can be cancelled.',
    request: ManageBookingRequest,
    response: ManageBookingResponse,
  }),
  requestOtp: defineEndpoint({
    method: 'POST',
    path: '/api/manage-otp',
    summary: 'Mails a 6-digit code (10 min, 5 tries) to the booking’s contact for a cancellation, contact or document change.',
    request: RequestOtpRequest,
    response: RequestOtpResponse,
  }),
  updateContact: defineEndpoint({
    method: 'POST',
    path: '/api/manage-contact',
    summary: 'Changes the booking’s contact email and phone; needs a `contact` code.',
    request: UpdateContactRequest,
    response: ManageBookingResponse,
  }),
  cancelQuote: defineEndpoint({
    method: 'POST',
    path: '/api/cancel-quote',
    summary: 'What cancelling would refund, per journey, from the fare conditions; 409 errors.order_not_cancellable.',
    request: ManageBookingRequest,
    response: RefundQuote,
  }),
  cancelBooking: defineEndpoint({
    method: 'POST',
    path: '/api/cancel-booking',
    summary: 'Cancels with a `cancel` code, gives seats back and refunds the quote through the gateway (CANCELLED/REFUNDED).',
    request: CancelBookingRequest,
    response: CancelBookingResponse,
  }),
  checkinStart: defineEndpoint({
    method: 'POST',
    path: '/api/checkin',
    summary:
      'Passengers and flights of a looked-up booking for check-in; 409 checkin.not_open_yet (details.opensAt) or checkin.closed.',
    request: CheckinOrderRequest,
    response: CheckinView,
  }),
  checkinDocuments: defineEndpoint({
    method: 'POST',
    path: '/api/checkin-documents',
    summary: 'Stores travel documents (answers show numbers masked); changing a saved one needs a `documents` code.',
    request: CheckinDocumentsRequest,
    response: CheckinView,
  }),
  checkinSeat: defineEndpoint({
    method: 'POST',
    path: '/api/checkin-seat',
    summary: 'Chooses a seat at check-in for a passenger without one (a paid seat is a change to pay); 409 errors.seat_taken.',
    request: CheckinSeatRequest,
    response: CheckinView,
  }),
  checkinComplete: defineEndpoint({
    method: 'POST',
    path: '/api/checkin-complete',
    summary:
      'Checks passengers in: a free seat for whoever has none, and a sequence number per passenger and flight (infants ride on their adult’s pass).',
    request: CheckinCompleteRequest,
    response: CheckinView,
  }),
  boardingPasses: defineEndpoint({
    method: 'POST',
    path: '/api/boarding-passes',
    summary:
      'The IATA BCBP boarding pass of each checked-in passenger and flight; PDF at GET /api/boarding-pass.pdf, barcode at GET /api/boarding-pass.svg.',
    request: CheckinOrderRequest,
    response: BoardingPassesResponse,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The calls a page can make, implemented over HTTP in the browser and in-process during SSR. */
export type ApiClient = {
  [K in EndpointName]: (input: RequestOf<Endpoints[K]>) => Promise<ResponseOf<Endpoints[K]>>;
};
