import { useState, type FormEvent } from 'react';
import { accentContrastProblem, LOGO_TYPES, MAX_LOGO_BYTES, type AgencyBrandingView } from '@tourview/schema';
import { Field } from '../../components/field.js';
import { FormError } from '../../components/form-error.js';
import { PageHeading } from '../../components/page-heading.js';
import { useAgencyBranding, useSaveAgencyBranding } from '../../lib/api/branding.js';
import { AccountCoverFields, accountCoverOf, accountCoverValues } from './account-cover-fields.js';
import { useAccount } from '../use-account.js';
import styles from './branding.module.css';

/**
 * The agency's branding: name, accent colour, logo and tripod cover, which every tour takes at its
 * next publish.
 */
export default function Branding() {
  const account = useAccount();
  const branding = useAgencyBranding();
  return (
    <>
      <PageHeading>Branding</PageHeading>
      <p className="muted">
        Every tour shows the agency&apos;s name, accent colour and logo on its branded page from its next
        publish; a tour&apos;s own branding (its manifest&apos;s <code>branding</code>) wins field by field.
        The unbranded address shows none of it. The tripod cover is drawn into every tour&apos;s panoramas,
        unless the tour sets its own.
      </p>
      <FormError error={branding.error} />
      {branding.data ? <BrandingForm stored={branding.data} canEdit={account.role === 'admin'} /> : null}
    </>
  );
}

/** Reads a chosen file as base64, for the JSON body. */
function base64Of(file: File): Promise<string> {
  return file.arrayBuffer().then((buffer) => {
    let binary = '';
    for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
}

function logoProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'A logo is a PNG, JPEG or WebP image.';
  if (file.size > MAX_LOGO_BYTES) return `A logo is at most ${MAX_LOGO_BYTES / 1024} KiB.`;
  return undefined;
}

/**
 * What visitors will see: the stored logo (new each save, so the address carries the time) and
 * the accent colour on a button as the tour page draws it, with its dark text.
 */
function BrandingPreview({
  name,
  accent,
  stored,
}: {
  name: string;
  accent: string | null;
  stored: AgencyBrandingView;
}) {
  if (!stored.logo && !accent) return null;
  return (
    <div className={styles.preview} aria-label="Preview" role="group">
      {stored.logo ? (
        <img
          className={styles.logo}
          src={`/api/studio/branding/logo?v=${encodeURIComponent(stored.updatedAt ?? '')}`}
          alt={name.trim() ? `${name.trim()} logo` : 'The current logo'}
        />
      ) : null}
      {accent ? (
        <span className={styles.swatch} style={{ background: accent }}>
          Contact agent
        </span>
      ) : null}
    </div>
  );
}

function BrandingForm({ stored, canEdit }: { stored: AgencyBrandingView; canEdit: boolean }) {
  const save = useSaveAgencyBranding();
  const [name, setName] = useState(stored.name ?? '');
  const [accent, setAccent] = useState(stored.accent ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [cover, setCover] = useState(() => accountCoverValues(stored.tripodCover));
  const accentError = accent.trim()
    ? (accentContrastProblem(accent.trim().toLowerCase()) ?? undefined)
    : undefined;
  const logoError = logoProblem(logo);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (accentError || logoError) return;
    const chosen = logo && { type: logo.type as (typeof LOGO_TYPES)[number], data: await base64Of(logo) };
    save.mutate({
      name: name.trim() || null,
      accent: accent.trim() || null,
      tripodCover: accountCoverOf(cover),
      ...(chosen ? { logo: chosen } : removeLogo ? { logo: null } : {}),
    });
  };
  return (
    <form className="panel stack" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label="Agency name"
        value={name}
        disabled={!canEdit}
        maxLength={80}
        onChange={(e) => setName(e.target.value)}
        hint="The logo's text for screen readers."
      />
      <Field
        label="Accent colour"
        value={accent}
        disabled={!canEdit}
        placeholder="#fbbf24"
        onChange={(e) => setAccent(e.target.value)}
        hint="Buttons, links and the focus ring: # and six hex digits, light enough for 4.5:1 (WCAG AA) with the dark text on buttons."
        {...(accentError ? { error: accentError } : {})}
      />
      <Field
        label="Logo"
        type="file"
        accept={LOGO_TYPES.join(',')}
        disabled={!canEdit}
        onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
        hint={
          stored.logo
            ? `Set (${stored.logo.type}, ${Math.ceil(stored.logo.bytes / 1024)} KiB). Choose a file to replace it.`
            : `None yet. PNG, JPEG or WebP, at most ${MAX_LOGO_BYTES / 1024} KiB.`
        }
        {...(logoError ? { error: logoError } : {})}
      />
      <BrandingPreview name={name} accent={accentError ? null : accent.trim()} stored={stored} />
      {stored.logo ? (
        <label>
          <input
            type="checkbox"
            checked={removeLogo}
            disabled={!canEdit}
            onChange={(e) => setRemoveLogo(e.target.checked)}
          />{' '}
          Remove the logo
        </label>
      ) : null}
      <AccountCoverFields
        values={cover}
        onChange={setCover}
        disabled={!canEdit}
        hasLogo={Boolean(stored.logo || logo) && !removeLogo}
      />
      <FormError error={save.error} />
      {save.isSuccess ? <p role="status">Saved. Tours take it when they are next published.</p> : null}
      {canEdit ? (
        <button type="submit" className="primary" disabled={save.isPending}>
          Save branding
        </button>
      ) : (
        <p className="muted">Only admins can change the branding.</p>
      )}
    </form>
  );
}
