import { callApi } from '@club/platform/api/api-client';
import {
  whatsAppOptInEndpoints,
  type WhatsAppOptIn,
  type WhatsAppOptInBody,
} from '@club/contract/whatsapp';

export function fetchWhatsAppOptIn(): Promise<WhatsAppOptIn> {
  return callApi(whatsAppOptInEndpoints.get);
}

export function saveWhatsAppOptIn(body: WhatsAppOptInBody): Promise<WhatsAppOptIn> {
  return callApi(whatsAppOptInEndpoints.update, { body });
}
