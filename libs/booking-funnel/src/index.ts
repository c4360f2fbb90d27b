// Public API of @skybook/booking-funnel. The owning issue fills it in; nothing is exported yet.
export {};
