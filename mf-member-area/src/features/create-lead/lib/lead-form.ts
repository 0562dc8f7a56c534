import { leadCreateBodySchema } from '@club/contract/leads';
import * as z from 'zod/mini';

/** The typed fields of the create-lead form, validated by the contract's own rules. */
export const leadFormSchema = z.pick(leadCreateBodySchema, {
  title: true,
  brief: true,
  description: true,
  location: true,
  phone: true,
  email: true,
});
export type LeadFormValues = z.input<typeof leadFormSchema>;

export const EMPTY_LEAD_FORM: LeadFormValues = {
  title: '',
  brief: '',
  description: '',
  location: '',
  phone: '',
  email: '',
};
