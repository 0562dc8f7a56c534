import type { LucideIcon } from 'lucide-react';
import type { MessageId } from '../i18n';

/** Gradient families of the tile art (see components/area-art.module.css). */
export type AreaPalette =
  | 'indigo'
  | 'blue'
  | 'sky'
  | 'cyan'
  | 'teal'
  | 'emerald'
  | 'amber'
  | 'orange'
  | 'rose'
  | 'violet'
  | 'slate'
  | 'plum';

export interface AreaFeature {
  icon: LucideIcon;
  /** The card's title (a message id). */
  title: MessageId;
  /** The card's text (a message id). */
  text: MessageId;
}

/** One tile of the Producers or Providers page, with the content of its modal. */
export interface ConnectArea<Key extends string = string> {
  key: Key;
  /** The exact title of the spec's table (a message id). */
  title: MessageId;
  /** A short line on the tile: clusters for producers, specialities for providers (a message id). */
  focus: MessageId;
  /** One sentence under the title in the modal (a message id). */
  subtitle: MessageId;
  /** The text under 'Manufacturing Overview' or 'Service Overview' (a message id). */
  overview: MessageId;
  icon: LucideIcon;
  palette: AreaPalette;
  features: readonly [AreaFeature, AreaFeature, AreaFeature, AreaFeature];
}
