import {
  COMPANY_ROLES,
  changePasswordSchema,
  emailSchema,
  firstNameSchema,
  isHttpUrl,
  isListedCountry,
  lastNameSchema,
  messages,
  moneyField,
  ORGANIZATION_TYPES,
  passwordSchema,
  phoneSchema,
  RESELLER_CERTIFICATE_STATUSES,
  ROLES,
  zipcodeProblem,
} from '@patchbay/domain';
import { z } from 'zod';

/** SPEC.md §8 texts of sign-in, sign-up and user management, to the letter. */
export const accountMessages = {
  loginFailed: 'Invalid username or password',
  oldPasswordWrong: 'Invalid old password',
  emailTaken: 'This Email Is Already Taken. Please Choose Different Email',
  forgotUnknownEmail: 'Provided email do not exists.',
  crossDomainFailed: 'Something went wrong',
  loginSuccess: 'Login successfully',
  signupSuccess: 'Signup successfully',
  userAdded: 'User added successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  /** Not in SPEC.md: a new invitation mail, in the form of SPEC.md's success messages. */
  invitationResent: 'Invitation sent successfully',
  invitationRevoked: 'Invitation revoked successfully',
  /** Not in SPEC.md: resending to someone who has set a password already. */
  notInvited: 'This user has already set a password',
  /** Not in SPEC.md: the answer once the rate limit is hit. */
  tooManyAttempts: 'Too many attempts. Please try again later.',
  /** Not in SPEC.md: a reset link that is unknown, used or expired. */
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  /** Not in SPEC.md: a sign-in with the wrong kind of account for the site. */
  notStaff: 'This account cannot sign in to the admin portal.',
  /** Not in SPEC.md: a call that needs a session made without one (401). */
  signInRequired: 'Please sign in',
  /** Not in SPEC.md: organization management success messages, in the form of SPEC.md's. */
  organizationAdded: 'Organization added successfully',
  organizationUpdated: 'Organization updated successfully',
  /** Not in SPEC.md: organization names are unique ignoring case. */
  organizationNameTaken: 'An organization with this name already exists',
  /** Not in SPEC.md: an organization must keep an active Company Admin. */
  lastCompanyAdmin: 'An organization must keep at least one active Company Admin.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDisableSelf: 'You cannot disable your own account.',
  /** Not in SPEC.md: an upload over the size limit. */
  fileTooLarge: 'Please upload a file of at most 5 MB',
  /** Not in SPEC.md: a certificate URL that is not an upload made from this browser (or is taken). */
  certificateUnknown: 'Please upload your reseller certificate again',
  /** Not in SPEC.md: the answers of the certificate review, in the form of SPEC.md's. */
  certificateApproved: 'Reseller certificate approved successfully',
  certificateRejected: 'Reseller certificate rejected successfully',
  certificateNotFound: 'Reseller certificate not found',
  certificateDecisionRequired: 'Please approve or reject the certificate',
} as const;

/** Where POST /api/uploads/reseller-certificate puts an accepted certificate image. */
export const RESELLER_CERTIFICATE_URL_PATTERN = /^\/uploads\/certificates\/[0-9a-f-]{36}\.png$/;
/** Largest upload accepted, in bytes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const uploadResponseSchema = z.object({ url: z.string() });

export const roleSchema = z.enum(ROLES);
type CompanyRole = (typeof COMPANY_ROLES)[number]['role'];
export const companyRoleSchema = z.enum(COMPANY_ROLES.map((r) => r.role) as [CompanyRole, ...CompanyRole[]]);

/**
 * The permission names of SessionUser.permissions (docs/permissions.md). The server's matrix
 * (modules/accounts/policy.ts) decides who holds each; the apps only hide what would be refused.
 */
export const PERMISSIONS = [
  'organizations.manageAll',
  'organization.view',
  'organization.edit',
  'users.view',
  'users.manage',
  'listings.manage',
  'orders.manage',
  'offers.manage',
  'promoCodes.manage',
  'reports.view',
  'products.manage',
  'products.import',
  'categories.manage',
  'content.manage',
  'storefront.settings',
  'fees.manage',
  'resellerCertificates.review',
  'productCatalogue.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** SPEC.md §3 Session user, as every app sees the signed-in person. */
export const sessionUserSchema = z.object({
  id: z.string(),
  role: roleSchema,
  username: z.string(),
  email: z.string(),
  /** Falls back to the username (SPEC.md §3). */
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  resellerCertificateUrl: z.string().nullable(),
  /** The storefront customer domain or local URL of the user's organization, else '/'. */
  homeUrl: z.string(),
  organization: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  /** What this user may do (docs/permissions.md); empty for buyers. */
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  /** Stable id of this browser before sign-in (cookie + local storage): carts and offers use it. */
  guestId: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

const requiredPassword = z.string({ error: messages.required.password }).min(1, messages.required.password);

export const loginBodySchema = z.strictObject({ email: emailSchema, password: requiredPassword });
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = z.object({
  user: sessionUserSchema,
  message: z.literal(accountMessages.loginSuccess),
});

/** For API clients: the same check, answered with a bearer token instead of a cookie. */
export const tokenResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: sessionUserSchema,
});

export const registerBodySchema = z
  .strictObject({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    companyName: z
      .string({ error: messages.required.companyName })
      .trim()
      .min(1, messages.required.companyName)
      .max(120, messages.invalid.tooLong),
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: messages.required.confirmPassword })
      .min(1, messages.required.confirmPassword),
    /** URL returned by POST /api/uploads/reseller-certificate; nothing else is accepted. */
    resellerCertificateUrl: z
      .string()
      .max(500)
      .regex(RESELLER_CERTIFICATE_URL_PATTERN, messages.imageType)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', message: messages.passwordMismatch, path: ['confirmPassword'] });
    }
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;
export const registerResponseSchema = z.object({
  user: sessionUserSchema,
  message: z.literal(accountMessages.signupSuccess),
});

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export const forgotPasswordResponseSchema = z.object({ status: z.literal('sent') });

export const resetPasswordBodySchema = z
  .strictObject({
    token: z.string().min(1).max(200),
    password: passwordSchema,
    confirmPassword: z
      .string({ error: messages.required.confirmPassword })
      .min(1, messages.required.confirmPassword),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', message: messages.passwordMismatch, path: ['confirmPassword'] });
    }
  });

export const changePasswordBodySchema = changePasswordSchema;
export const okResponseSchema = z.object({ status: z.literal('ok') });

/** Cross-domain sign-in (SPEC.md §2): a one-time code for another storefront host. */
export const crossDomainStartBodySchema = z.strictObject({
  /** The other storefront's host name (its localUrl or customerDomain). */
  targetHost: z.string().min(1).max(255),
  /** Path to open there; defaults to '/'. */
  path: z.string().startsWith('/').max(500).optional(),
  typeform: z.boolean().optional(),
});
export const crossDomainStartResponseSchema = z.object({ url: z.string(), expiresAt: z.string() });
export const crossDomainRedeemBodySchema = z.strictObject({ verificationToken: z.string().min(1).max(200) });
export const crossDomainRedeemResponseSchema = z.object({ user: sessionUserSchema });
/** Whose account a cross-domain link signs in to: the storefront asks "Continue as <email>?" first. */
export const crossDomainPreviewResponseSchema = z.object({
  user: z.object({ email: z.string(), displayName: z.string() }),
});

/** Public list of storefronts, for links across hosts. */
export const storefrontLinkSchema = z.object({ slug: z.string(), title: z.string(), host: z.string() });
export const storefrontLinksResponseSchema = z.object({ items: z.array(storefrontLinkSchema) });

// ---- Admin portal: users ---------------------------------------------------------------

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  username: z.string().nullable(),
  employeeId: z.string().nullable(),
  phone: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  registeredDate: z.string(),
  disabled: z.boolean(),
  /** Added or invited and has not set a password yet: 'Invited', with resend and revoke. */
  invited: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListResponseSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
});
/** The users table's sortable columns (server-side sort, like the orders table). */
export const USER_SORT_KEYS = ['name', 'email', 'role', 'organizationName', 'disabled'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export const adminUserListQuerySchema = z.strictObject({
  organizationId: z.uuid().optional(),
  q: z.string().max(100).optional(),
  /** Sorted by e-mail unless told; ties by e-mail. */
  sort: z.enum(USER_SORT_KEYS).default('email'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});

const optionalTrimmed = (max: number) => z.string().trim().max(max, messages.invalid.tooLong).optional();

export const createUserBodySchema = z.strictObject({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  displayName: optionalTrimmed(100),
  username: optionalTrimmed(60),
  employeeId: optionalTrimmed(60),
  phone: phoneSchema.optional(),
  role: companyRoleSchema,
  /** Operators choose the organization; everyone else adds to their own. */
  organizationId: z.uuid().optional(),
  /** Without a password the user gets an invitation mail with a link to set one. */
  password: passwordSchema.optional(),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const updateUserBodySchema = z.strictObject({
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  displayName: optionalTrimmed(100),
  username: optionalTrimmed(60),
  employeeId: optionalTrimmed(60),
  phone: phoneSchema.optional(),
  role: companyRoleSchema.optional(),
  disabled: z.boolean().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const userMutationResponseSchema = z.object({ user: adminUserSchema, message: z.string() });
export const revokeInvitationResponseSchema = z.object({
  message: z.literal(accountMessages.invitationRevoked),
});
export const deleteUserResponseSchema = z.object({ message: z.literal(accountMessages.userDeleted) });

/** /registerusers: invite several people by email at once. */
export const inviteUsersBodySchema = z.strictObject({
  emails: z.array(emailSchema).min(1, messages.required.email).max(50),
  role: companyRoleSchema,
  organizationId: z.uuid().optional(),
});
export const inviteUsersResponseSchema = z.object({
  invited: z.array(adminUserSchema),
  skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
});

// ---- Admin portal: organizations --------------------------------------------------------

export const organizationTypeSchema = z.enum(ORGANIZATION_TYPES);

const organizationFields = {
  name: z
    .string({ error: messages.required.organizationName })
    .trim()
    .min(1, messages.required.organizationName)
    .max(120, messages.invalid.tooLong),
  orgType: organizationTypeSchema,
  verified: z.boolean(),
  logo: z.string().max(500).nullable(),
  phone: phoneSchema.nullable(),
  email: emailSchema.nullable(),
  remoteUrl: z.string().trim().max(500).nullable(),
  address1: z.string().trim().max(200).nullable(),
  city: z.string().trim().max(100).nullable(),
  state: z.string().trim().max(100).nullable(),
  zip: z.string().trim().max(20).nullable(),
  country: z.string().trim().max(100).nullable(),
  metaTitle: z.string().trim().max(200).nullable(),
  metaDescription: z.string().trim().max(500).nullable(),
  brandName: z.string().trim().max(120).nullable(),
  storefrontNameForPartner: z.string().trim().max(120).nullable(),
  isParentOrg: z.boolean(),
  isAuthorizedReseller: z.boolean(),
  isDiscreteOrg: z.boolean(),
  isOfferCredit: z.boolean(),
  creditAppLink: z.string().trim().max(500).nullable(),
  creditTermType: z.string().trim().max(60).nullable(),
  returnPolicy: z.string().trim().max(5000).nullable(),
  warrantyPolicy: z.string().trim().max(5000).nullable(),
  estimatedToShip: z.string().trim().max(200).nullable(),
  minimumCreditOrderValue: moneyField(messages.invalid.amount, messages.invalid.amount, {
    column: 'amount',
  }).nullable(),
  freeShippingMinOrderAmount: moneyField(messages.invalid.amount, messages.invalid.amount, {
    column: 'amount',
  }).nullable(),
  creditCardPayPalFlag: z.boolean(),
  bankTransferInstructions: z.string().trim().max(2000).nullable(),
};

/**
 * A link an organization publishes (website, logo, credit application): an absolute http(s) URL
 * only, so no javascript:, data: or other scheme reaches a page or a mail that shows it.
 */
const organizationUrlSchema = z
  .string()
  .trim()
  .max(500, messages.invalid.tooLong)
  .refine(isHttpUrl, messages.invalid.url)
  .nullable();

/** What an admin may write: the fields above, with their URLs checked and the country from the list. */
const organizationInputFields = {
  ...organizationFields,
  logo: organizationUrlSchema,
  remoteUrl: organizationUrlSchema,
  creditAppLink: organizationUrlSchema,
  country: z.string().trim().max(100).refine(isListedCountry, messages.invalid.country).nullable(),
};

/**
 * SPEC.md §5: the ZIP checked against the country sent with it. An edit that sends only one of
 * the two is checked by the server against the stored other (organizations.service).
 */
function zipMatchesCountry(
  value: { zip?: string | null | undefined; country?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (typeof value.zip !== 'string' || value.zip === '') return;
  const problem = zipcodeProblem(value.zip, value.country);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['zip'] });
}

export const organizationSchema = z.object({
  id: z.string(),
  slug: z.string(),
  createdAt: z.string(),
  memberCount: z.number().int(),
  ...Object.fromEntries(Object.entries(organizationFields).map(([k, v]) => [k, v])),
} as {
  id: z.ZodString;
  slug: z.ZodString;
  createdAt: z.ZodString;
  memberCount: z.ZodNumber;
} & typeof organizationFields);
export type Organization = z.infer<typeof organizationSchema>;
export const organizationListResponseSchema = z.object({
  items: z.array(organizationSchema),
  total: z.number().int(),
});

/** Creating needs a name and a type; everything else may follow. */
export const createOrganizationBodySchema = z
  .strictObject(organizationInputFields)
  .partial()
  .required({ name: true, orgType: true })
  .superRefine(zipMatchesCountry);
/** Editing sends only what changed. Type and verified are the operator's to change. */
export const updateOrganizationBodySchema = z
  .strictObject(organizationInputFields)
  .partial()
  .superRefine(zipMatchesCountry);
export const organizationMutationResponseSchema = z.object({
  organization: organizationSchema,
  message: z.string(),
});

export const idParamsSchema = z.strictObject({ id: z.uuid() });

// ---- Admin portal: reseller certificates --------------------------------------------------

export const resellerCertificateStatusSchema = z.enum(RESELLER_CERTIFICATE_STATUSES);
export type ResellerCertificateStatus = z.infer<typeof resellerCertificateStatusSchema>;

/** A buyer's reseller certificate as its reviewers (storefront company admins, operator) see it. */
export const resellerCertificateSchema = z.object({
  id: z.string(),
  /** The uploaded image, served under /uploads/certificates/. */
  url: z.string(),
  status: resellerCertificateStatusSchema,
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Who approved or rejected it (name, else e-mail); null while pending. */
  reviewedBy: z.string().nullable(),
  buyer: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
  }),
  /** The storefront the buyer registered on. */
  storefront: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type ResellerCertificate = z.infer<typeof resellerCertificateSchema>;

export const resellerCertificateListQuerySchema = z.strictObject({
  status: resellerCertificateStatusSchema.default('pending'),
});
export type ResellerCertificateListQuery = z.infer<typeof resellerCertificateListQuerySchema>;
export const resellerCertificateListResponseSchema = z.object({
  items: z.array(resellerCertificateSchema),
});
export type ResellerCertificateListResponse = z.infer<typeof resellerCertificateListResponseSchema>;

export const reviewResellerCertificateBodySchema = z.strictObject({
  decision: z.enum(['approved', 'rejected'], { error: accountMessages.certificateDecisionRequired }),
});
export type ReviewResellerCertificateBody = z.infer<typeof reviewResellerCertificateBodySchema>;
export const reviewResellerCertificateResponseSchema = z.object({
  certificate: resellerCertificateSchema,
  message: z.string(),
});
export type ReviewResellerCertificateResponse = z.infer<typeof reviewResellerCertificateResponseSchema>;
