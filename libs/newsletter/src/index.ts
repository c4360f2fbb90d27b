// Public API of @skybook/newsletter. The owning issue fills it in; nothing is exported yet.
export {};
