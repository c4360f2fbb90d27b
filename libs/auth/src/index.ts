// Public API of @skybook/auth. The owning issue fills it in; nothing is exported yet.
export {};
