import { z } from 'zod';
import { adminDealerCreateSchema, dealerInviteeSchema, dealerPersonInviteSchema, type AdminDealer } from '@/contracts/admin';
import { messageKey } from '@/contracts/validation';
import { phoneFieldOf, phoneValue, type PhoneField } from '@/lib/phone';
import { phoneFieldSchema } from '@/lib/phone-field-schema';
import type { DealerCreateBody, DealerUpdateBody } from './api/admin-api';

const company = adminDealerCreateSchema.shape;

/** A field the form may leave empty (sent as null), held to the contract's rule once it is filled. */
const blankOr = <T>(isBlank: (value: T) => boolean, rule: z.ZodType) =>
  z.custom<T>().superRefine((value, ctx) => {
    if (isBlank(value)) return;
    for (const issue of rule.safeParse(value).error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message });
  });

/**
 * The company's fields as the forms hold them: the contract's rules; the region as the select's value (`''` for none),
 * the phone as the phone input holds it; an empty phone, e-mail or address is sent as null (the company's installers
 * then see the owner's phone).
 */
export const companyFormSchema = z.object({
  companyName: company.companyName,
  dealerCode: company.dealerCode,
  regionId: z.string(),
  address: company.address,
  phone: blankOr<PhoneField>((field) => !field.text.trim(), phoneFieldSchema),
  email: blankOr<string>((text) => !text.trim(), company.email),
});
export type CompanyForm = z.input<typeof companyFormSchema>;

/** A new company and its owner, who is invited by SMS. */
export const dealerCreateFormSchema = companyFormSchema.extend({ owner: dealerInviteeSchema.extend({ phone: phoneFieldSchema }) });
export type DealerCreateForm = z.input<typeof dealerCreateFormSchema>;

/** A deputy or an assistant to invite. */
export const inviteFormSchema = dealerPersonInviteSchema.extend({
  phone: phoneFieldSchema,
  role: z.enum(dealerPersonInviteSchema.shape.role.options, { message: messageKey('required') }),
});
export type InviteForm = z.input<typeof inviteFormSchema>;

export const emptyPhone = (): PhoneField => phoneFieldOf(null);

export const companyFormOf = (dealer: AdminDealer): CompanyForm => ({
  companyName: dealer.companyName,
  dealerCode: dealer.dealerCode,
  regionId: dealer.region ? String(dealer.region.id) : '',
  address: dealer.address ?? '',
  phone: phoneFieldOf(dealer.phone),
  email: dealer.email ?? '',
});

/** The company's fields as the API takes them. */
export const companyBodyOf = (v: CompanyForm) => ({
  companyName: v.companyName.trim(),
  dealerCode: v.dealerCode.trim(),
  regionId: v.regionId ? Number(v.regionId) : null,
  address: v.address?.trim() || null,
  phone: v.phone.text.trim() ? phoneValue(v.phone) : null,
  email: v.email.trim() || null,
});

export const dealerCreateBodyOf = (v: DealerCreateForm): DealerCreateBody => ({
  ...companyBodyOf(v),
  owner: { name: v.owner.name.trim(), lastname: v.owner.lastname.trim(), phone: phoneValue(v.owner.phone) },
});

/** PATCH's body: only the fields whose value for the API differs from the company's. */
export function dealerUpdateBodyOf(v: CompanyForm, dealer: AdminDealer): DealerUpdateBody {
  const before = companyBodyOf(companyFormOf(dealer));
  return Object.fromEntries(Object.entries(companyBodyOf(v)).filter(([field, value]) => before[field as keyof typeof before] !== value)) as DealerUpdateBody;
}
