// Public API of @skybook/seat-map. The owning issue fills it in; nothing is exported yet.
export {};
