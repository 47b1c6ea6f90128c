/**
 * The user's own profile (docs/product.md §3 "User profile", §5 "User settings"): which fields the user may
 * change and their rules, shared by the settings form and `PUT /api/v1/auth/info`; the regions
 * offered for country/region and area; and what an avatar upload may be.
 */
import { FILE_TYPES, MAX_FILE_BYTES, sniffImage } from '../resources/lib/files';
import { countWords } from '../resources/lib/forms';
import type { FieldDecl } from '../resources/lib/schema';
import { unknownNames, validateField, type FieldError } from '../resources/lib/validate';

/** Country/region → its areas (province or state) → their districts. Values are stable keys. */
export const REGIONS = {
  china: {
    beijing: ['chaoyang', 'haidian', 'dongcheng', 'xicheng'],
    shanghai: ['pudong', 'xuhui', 'huangpu', 'jingan'],
    guangdong: ['guangzhou', 'shenzhen', 'zhuhai'],
    zhejiang: ['hangzhou', 'ningbo'],
    sichuan: ['chengdu', 'mianyang'],
  },
  singapore: {
    central: ['downtown', 'novena', 'queenstown'],
    east: ['bedok', 'tampines'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

export type Country = keyof typeof REGIONS;
export const COUNTRIES = Object.keys(REGIONS) as Country[];

/** An area is stored as "<province>/<district>" of the chosen country. */
export const areaValue = (province: string, district: string) => `${province}/${district}`;

export function areasOf(country: string): { province: string; districts: readonly string[] }[] {
  const tree = (REGIONS as Record<string, Record<string, readonly string[]>>)[country];
  return tree ? Object.entries(tree).map(([province, districts]) => ({ province, districts })) : [];
}

export const isAreaOf = (country: unknown, area: unknown): boolean => {
  if (typeof country !== 'string' || typeof area !== 'string') return false;
  const [province, district, ...rest] = area.split('/');
  return rest.length === 0 && areasOf(country).some((a) => a.province === province && a.districts.includes(district));
};

export const PROFILE_MAX_WORDS = 200;

/** The fields a user may change on their own profile, with their rules. */
export const PROFILE_FIELDS = {
  name: { kind: 'text', required: true, maxLength: 40 },
  nickname: { kind: 'text', required: true, maxLength: 30 },
  email: { kind: 'email', required: true, maxLength: 100 },
  country: { kind: 'enum', required: true, values: COUNTRIES },
  area: { kind: 'text', required: true, maxLength: 60 },
  address: { kind: 'text', maxLength: 120 },
  introduction: { kind: 'longtext', maxLength: 2000 },
  personalWebsite: { kind: 'url', maxLength: 200 },
} as const satisfies Record<string, FieldDecl>;

export type ProfileField = keyof typeof PROFILE_FIELDS;
export type ProfileInput = Partial<Record<ProfileField, string>>;
export const PROFILE_FIELD_NAMES = Object.keys(PROFILE_FIELDS) as ProfileField[];

/** Never changed by the user (contract "Authentication"); the avatar changes by upload only. */
export const READONLY_PROFILE_FIELDS = [
  'role',
  'accountId',
  'phone',
  'registrationDate',
  'certification',
  'avatar',
  'job',
  'jobName',
  'organization',
  'organizationName',
  'location',
  'locationName',
] as const;

/** Keys of this module's own messages (besides react-admin's and mds.validation.*). */
export const PROFILE_MESSAGE_KEYS = { words: 'userSetting.validation.words', area: 'userSetting.validation.area' } as const;

export const profileMessages: Record<'en-US' | 'zh-CN', Record<keyof typeof PROFILE_MESSAGE_KEYS, string>> = {
  'en-US': { words: 'At most %{max} words', area: 'Choose an area of the selected country/region' },
  'zh-CN': { words: '最多 %{max} 字', area: '请选择所选国家/地区内的区域' },
};

/** One field in the context of the whole form (the area depends on the country). */
export function validateProfileField(name: ProfileField, value: unknown, all: Record<string, unknown>): FieldError | undefined {
  const basic = validateField(PROFILE_FIELDS[name], typeof value === 'string' && name !== 'introduction' ? value.trim() || undefined : value);
  if (basic) return basic;
  if (name === 'area' && value && !isAreaOf(all.country, value)) return { key: PROFILE_MESSAGE_KEYS.area };
  if (name === 'introduction' && typeof value === 'string' && countWords(value) > PROFILE_MAX_WORDS)
    return { key: PROFILE_MESSAGE_KEYS.words, args: { max: PROFILE_MAX_WORDS } };
  return undefined;
}

/**
 * A profile update against the rules. The body may change any subset of the writable fields;
 * the result, merged with the current profile, must satisfy every rule.
 */
export function checkProfileUpdate(
  body: Record<string, unknown>,
  current: Record<string, unknown>,
): { errors: Record<string, FieldError>; value: ProfileInput } {
  const errors: Record<string, FieldError> = Object.create(null);
  const value: ProfileInput = {};
  const unknown = unknownNames(errors);
  for (const [name, v] of Object.entries(body)) {
    if ((READONLY_PROFILE_FIELDS as readonly string[]).includes(name)) errors[name] = { key: 'mds.validation.readonly' };
    else if (!Object.hasOwn(PROFILE_FIELDS, name)) unknown.add(name);
    else if (typeof v !== 'string') errors[name] = { key: 'mds.validation.string' };
    else value[name as ProfileField] = name === 'introduction' ? v : v.trim();
  }
  unknown.close();
  const merged = { ...current, ...value };
  for (const name of PROFILE_FIELD_NAMES) {
    if (errors[name] || (!(name in value) && !(name === 'area' && 'country' in value))) continue;
    const e = validateProfileField(name, merged[name], merged);
    if (e) errors[name] = e;
  }
  return { errors, value };
}

/** Contract "Limits": avatars at most 5 MiB, images by content. */
export const AVATAR_MAX_BYTES = MAX_FILE_BYTES;
/** PNG and JPEG only: the API decodes an avatar whole before it keeps it, and has no decoder of GIF or WebP. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** The image type by its first and last bytes (resources/lib/files.ts sniffImage), never by name or declared type. */
export function sniffImageType(bytes: Uint8Array): AvatarType | undefined {
  const type = sniffImage(bytes);
  return type && FILE_TYPES[type].mime;
}

/** Phones are shown masked, also one's own: 138****0001. */
export const maskPhone = (phone: string) => {
  // A mainland number is shown as people write it (138****0002), whether kept in E.164 or not.
  const digits = /^\+861\d{10}$/.test(phone) ? phone.slice(3) : phone;
  return digits.length >= 7 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : '****';
};

/** docs/product.md §3 "User profile", as the API stores it (GET /api/user/info adds the role). */
export interface Profile {
  name: string;
  avatar: string;
  job: string;
  jobName: string;
  organization: string;
  organizationName: string;
  location: string;
  locationName: string;
  email: string;
  /** docs/product.md §3 "User settings labels": set by the user in the settings form. */
  nickname: string;
  country: string;
  /** "<province>/<district>" of the country (this file). */
  area: string;
  address: string;
  introduction: string;
  personalWebsite: string;
  phone: string;
  registrationDate: string;
  accountId: string;
  certification: number;
}
