export {
  defineEndpoint,
  type Access,
  type Endpoint,
  type ErrorStatus,
  type FileEndpoint,
  type RequestOf,
  type ResponseOf,
} from './endpoint.ts';
export { fileEndpoints } from './file-endpoints.ts';
export { IconQuery } from './icons.ts';
export {
  AgencySsoResponse,
  AgencySsoSettings,
  SaveAgencySsoRequest,
  SSO_AUTHORIZE_PATH,
  SSO_CALLBACK_PATH,
  SSO_DONE_FLAG,
  SSO_FAILURES,
  SSO_POPUP,
  SsoAuthorizeQuery,
  SsoResult,
  type SsoFailure,
} from './agency-sso.ts';
export { ApiError, ApiErrorBody, fieldErrors } from './errors.ts';
export { DomainError, type DomainErrorStatus } from './domain-error.ts';
export { CountryLookupResponse, Domain, GetDomainRequest } from './domain.ts';
export { ConsentRequest, type Integrations, WebVitalRequest } from './consent.ts';
export {
  Banner,
  ContentPage,
  GetBannersRequest,
  GetMenuRequest,
  GetOffersRequest,
  GetPageRequest,
  GetSlidersRequest,
  Menu,
  MenuItem,
  MenuType,
  Offer,
  Region,
  Slider,
} from './content.ts';
export { HealthResponse } from './health.ts';
export { endpoints, type ApiClient, type EndpointName, type Endpoints } from './endpoints.ts';
export { statusesOf, toOpenApi } from './openapi.ts';
export {
  EMAIL_PATTERN,
  EmailField,
  INVALID_CHARACTERS,
  IdField,
  IsoDayField,
  LanguageCode,
  MAX_DAY,
  MAX_ID,
  MIN_DAY,
  NAME_MIN_LENGTH,
  PersonName,
  isIsoDay,
  multiLine,
  singleLine,
} from './fields.ts';
export { MAX_INPUT_DEPTH, REQUEST_PARSE_CONFIG, unsafeInputFields } from './input-guard.ts';
export { NewsletterRequest, NewsletterResponse } from './newsletter.ts';
export {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_DESCRIPTION_MIN,
  CLAIM_TYPES,
  ClaimRequest,
  ClaimResponse,
  type ClaimType,
} from './claims.ts';
export { errorsFromFailure, splitFieldErrors, type FormErrors } from './form-errors.ts';
export {
  Airport,
  AirportList,
  AirportsRequest,
  CreateHoldRequest,
  CURRENCY_CODES,
  FARE_FAMILIES,
  FareCalendarDay,
  FareCalendarRequest,
  FareCalendarResponse,
  FareConditions,
  FareOption,
  GetHoldRequest,
  HeldJourney,
  Hold,
  Journey,
  MAX_SEATED_PASSENGERS,
  Money,
  PassengerCounts,
  PriceLine,
  ReleaseHoldRequest,
  ReleaseHoldResponse,
  SEAT_CATEGORIES,
  SearchFlightsRequest,
  SearchFlightsResponse,
  Segment,
  type CurrencyCode,
  type FareFamily,
  type SeatCategory,
} from './search.ts';
export { icaoTransliterate } from './icao-transliterate.ts';
export {
  CHILD_MAX_AGE,
  INFANT_MAX_AGE,
  PASSENGER_TYPE_IDS,
  PASSENGER_TYPES,
  PassengersRequest,
  PhoneE164,
  ageOn,
  type PassengerType,
  type PassengersData,
} from './passengers.ts';
export {
  ExtraOffer,
  ExtraService,
  ExtraServiceGroup,
  PassengerSeat,
  extraFor,
  ExtraServicePassenger,
  ExtrasResponse,
} from './extras.ts';
export {
  AgencyRole,
  AgencySessionUser,
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  NewPassword,
  PASSWORD_MIN_LENGTH,
  SESSION_ID_LENGTH,
  SessionResponse,
  SessionUser,
  UID_MIN_LENGTH,
  UserType,
} from './identity.ts';
export { COMMON_PASSWORDS } from './common-passwords.ts';
export {
  Agent,
  AgencyBooking,
  BOOKING_STATUSES,
  BookingStatus,
  BookingTotals,
  CreateAgentRequest,
  DashboardResponse,
  ReportRequest,
  ReportResponse,
  ResetAgentPasswordRequest,
  UpdateAgentRequest,
} from './agency.ts';
export {
  CardNumber,
  CreateOrderRequest,
  ExtrasCatalogRequest,
  GetOrderRequest,
  luhnValid,
  Order,
  ORDER_STATUSES,
  OrderExtrasRequest,
  OrderFlight,
  OrderLine,
  OrderPassengersRequest,
  OrderSeatRequest,
  PayOnAccountRequest,
  PayRequest,
  SeatMapRequest,
  SeatMapResponse,
  type PayInput,
} from './orders.ts';
export {
  BoardingPass,
  BoardingPassFileQuery,
  BoardingPassesResponse,
  CHECKIN_STATES,
  CheckinCompleteRequest,
  CheckinDocumentsRequest,
  CheckinFlight,
  CheckinOrderRequest,
  CheckinPassenger,
  CheckinSeatRequest,
  CheckinView,
  CheckinWindowInfo,
  DOCUMENT_TYPES,
  Nationality,
  OtpCode,
  ReservationLookupRequest,
  ReservationLookupResponse,
  TravelDocumentInput,
  TravelDocumentView,
} from './checkin.ts';
export {
  CancelBookingRequest,
  CancelBookingResponse,
  HistoryEntry,
  ManageBookingRequest,
  ManageBookingResponse,
  OTP_PURPOSES,
  RefundQuote,
  RequestOtpRequest,
  RequestOtpResponse,
  UpdateContactRequest,
} from './manage.ts';
