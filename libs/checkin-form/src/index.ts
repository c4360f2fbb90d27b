// Public API of @skybook/checkin-form. The owning issue fills it in; nothing is exported yet.
export {};
