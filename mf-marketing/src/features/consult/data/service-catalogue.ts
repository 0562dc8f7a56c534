import { ARTIFICIAL_INTELLIGENCE } from './artificial-intelligence';
import { CHANGE_MANAGEMENT } from './change-management';
import { MARKET_DEVELOPMENT } from './market-development';
import { MARKET_EXPOSITION } from './market-exposition';
import { MARKET_RESEARCH } from './market-research';
import { OPERATIONS_MANAGEMENT } from './operations-management';
import { PROJECT_MANAGEMENT } from './project-management';
import type { ServiceContent, ServiceSlug } from './service-types';

/** The content of every service page, by the `service` prop of `./ServicePage`. */
export const SERVICE_CATALOGUE: Record<ServiceSlug, ServiceContent> = {
  'change-management': CHANGE_MANAGEMENT,
  'project-management': PROJECT_MANAGEMENT,
  'operations-management': OPERATIONS_MANAGEMENT,
  'market-research': MARKET_RESEARCH,
  'market-exposition': MARKET_EXPOSITION,
  'market-development': MARKET_DEVELOPMENT,
  'artificial-intelligence': ARTIFICIAL_INTELLIGENCE,
};
