export { defineEndpoint, type Endpoint, type RequestOf, type ResponseOf } from './endpoint.ts';
export { ApiError, ApiErrorBody, fieldErrors } from './errors.ts';
export { Domain, GetDomainRequest } from './domain.ts';
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
export { toOpenApi } from './openapi.ts';
export { EMAIL_PATTERN, EmailField, LanguageCode, NAME_MIN_LENGTH, PersonName } from './fields.ts';
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
  extraCost,
  quantityBounds,
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
