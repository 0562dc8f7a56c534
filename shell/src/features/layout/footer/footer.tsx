import { CLUB_EMAIL, CLUB_NAME, CLUB_OFFICES, CLUB_SOCIAL_LINKS } from '@club/contract/copy/club';
import { Mail, MapPin, Phone } from 'lucide-react';
import { PrefetchLink, PrefetchNavLink } from '@/components/prefetch-link';
import { LanguageLinks } from '@/features/layout/languages/language-links';
import { useT as useShellT } from '@/i18n';
import { Logo } from '../logo';
import { FOOTER_COLUMNS } from './footer-links';
import { useT } from './i18n';
import styles from './footer.module.css';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from './social-icons';
import { paths } from '@club/contract/site-pages';

const SOCIAL = [
  { href: CLUB_SOCIAL_LINKS.linkedin, label: 'LinkedIn', Icon: LinkedInIcon },
  { href: CLUB_SOCIAL_LINKS.facebook, label: 'Facebook', Icon: FacebookIcon },
  { href: CLUB_SOCIAL_LINKS.instagram, label: 'Instagram', Icon: InstagramIcon },
  { href: CLUB_SOCIAL_LINKS.x, label: 'X', Icon: XIcon },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.linkActive}` : styles.link;

/** The site footer (spec 001 'Footer'), on every page except /signin. */
export function Footer() {
  const t = useT();
  const tShell = useShellT();
  const year = new Date().getFullYear();
  const [indiaOffice, usOffice] = CLUB_OFFICES;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <PrefetchLink to={paths.home()} className={styles.logoLink}>
            <Logo tone="light" />
          </PrefetchLink>
          <p className={styles.tagline}>{t('shell.footer.tagline')}</p>
          <ul className={styles.social} aria-label={t('shell.footer.social-media')}>
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  className={styles.socialLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('shell.footer.social-link', { club: CLUB_NAME, network: label })}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>

        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} className={styles.column} aria-label={t(column.heading)}>
            <h2 className={styles.heading}>{t(column.heading)}</h2>
            <ul className={styles.links}>
              {column.links.map((item) => (
                <li key={item.to}>
                  <PrefetchNavLink to={item.to} className={linkClass} end>
                    {t(item.label)}
                  </PrefetchNavLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('shell.footer.contact')}
          </h2>
          <ul className={styles.contact}>
            <li>
              <Mail size={16} aria-hidden="true" />
              <a className={styles.link} href={`mailto:${CLUB_EMAIL}`}>
                {CLUB_EMAIL}
              </a>
            </li>
            <li>
              <Phone size={16} aria-hidden="true" />
              <a className={styles.link} href={indiaOffice.phoneHref}>
                {indiaOffice.phone}
              </a>
            </li>
            <li>
              <MapPin size={16} aria-hidden="true" />
              <address className={styles.address}>
                <strong>{t('shell.footer.india-office')}</strong>
                {indiaOffice.addressLines.map((line) => (
                  // The postal address as the post writes it, in English.
                  <span key={line} lang="en-IN">
                    {line}
                  </span>
                ))}
              </address>
            </li>
            <li>
              <MapPin size={16} aria-hidden="true" />
              <address className={styles.address}>
                <strong>{t('shell.footer.us-office')}</strong>
                {usOffice.addressLines.map((line) => (
                  <span key={line} lang="en-US">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <nav aria-label={tShell('shell.language.menu')}>
          <ul className={styles.languages}>
            <LanguageLinks linkClassName={styles.link} currentClassName={styles.languageCurrent} />
          </ul>
        </nav>
        <p>{t('shell.footer.copyright', { year: String(year), club: CLUB_NAME })}</p>
      </div>
    </footer>
  );
}
