import * as v from 'valibot';

/**
 * How content names an icon: `set:name` of the two sets the site ships, e.g. `lucide:luggage` or
 * `simple-icons:facebook` (decision 104).
 */
export const IconName = v.pipe(
  v.string('errors.required'),
  v.regex(/^(lucide|simple-icons):[a-z0-9]+(-[a-z0-9]+)*$/, 'errors.invalid'),
  v.maxLength(80, 'errors.invalid'),
);

export const IconQuery = v.object({ name: IconName }, 'errors.required');

export const ICON_PATH = '/api/icon.svg';
