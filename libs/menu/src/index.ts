// Public API of @skybook/menu. The owning issue fills it in; nothing is exported yet.
export {};
