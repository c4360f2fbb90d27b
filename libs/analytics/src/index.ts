// Public API of @skybook/analytics. The owning issue fills it in; nothing is exported yet.
export {};
