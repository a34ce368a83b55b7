import { describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { I18nProvider, type Lang } from '../../lib/i18n/index.js';
import { freshRootEachTest } from '../../lib/testing/test-root.js';
import { SubmitAlert } from './submit-alert.js';
import type { SubmitState } from './use-enquiry-submit.js';
import type { EnquiryDraft } from './validate.js';

const agent = {
  name: 'Miriam Kessler',
  agency: 'Example Homes',
  phone: '+49 341 555 0142',
  email: 'mk@example.com',
};
const sample = sampleTour('demo');
const tourWith = (contact: Partial<typeof agent>) =>
  sampleTour('demo', {
    title: 'Bright flat & garden',
    property: {
      ...sample.property,
      address: { line1: 'Lindenallee 14', city: 'Leipzig', country: 'DE' },
      agent: { name: agent.name, agency: agent.agency, ...contact },
    },
  });

const draft: EnquiryDraft = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  message: 'Is it free in March?\nAlso: 50% & #3?',
  preferredContactTime: 'evening',
  consent: true,
};

const view = freshRootEachTest();

function render(state: SubmitState, tour = tourWith(agent), lang: Lang = 'en') {
  view.render(
    <I18nProvider lang={lang}>
      <SubmitAlert tour={tour} state={state} draft={draft} formInvalid={false} />
    </I18nProvider>,
  );
  return view.host.querySelector('[role="alert"]')?.textContent ?? '';
}

const failed = (error: 'network' | 'recaptcha_blocked' | 'xsrf_mismatch' | 'unknown' | 'validation_failed') =>
  ({ status: 'failed', error, fieldErrors: {} }) as const;
const links = () => [...view.host.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');

describe('SubmitAlert', () => {
  it.each(['network', 'recaptcha_blocked', 'xsrf_mismatch', 'unknown'] as const)(
    'says plainly that %s stops sending and offers the agent’s phone, email and a ready email',
    (error) => {
      const text = render(failed(error));
      expect(text).toContain('We couldn’t send your message right now.');
      expect(text).toContain('reach Miriam Kessler directly');
      const [tel, mail, ready] = links();
      expect(tel).toBe('tel:+493415550142');
      expect(mail).toBe('mailto:mk@example.com');
      expect(ready).toMatch(/^mailto:mk@example\.com\?subject=/);
      expect(view.host.textContent).toContain('Send by email instead');
    },
  );

  it('explains why: a blocked reCAPTCHA differs from being offline', () => {
    expect(render(failed('recaptcha_blocked'))).toContain('reCAPTCHA) did not load');
    expect(render(failed('network'))).toContain('offline');
  });

  it('puts the property, the tour code and everything the visitor typed into the email', () => {
    render(failed('network'));
    const url = new URL(links()[2] ?? '');
    expect(url.searchParams.get('subject')).toBe(
      'Enquiry: Bright flat & garden, Lindenallee 14, Leipzig (tour demo)',
    );
    expect(url.searchParams.get('body')).toBe(
      'Is it free in March?\r\nAlso: 50% & #3?\r\n\r\nYour name: Ada Lovelace\r\nEmail: ada@example.com\r\nBest time to reach you: Evening',
    );
  });

  it('offers only what the agent gave, and says so when there is nothing', () => {
    render(failed('network'), tourWith({ phone: agent.phone }));
    expect(links()).toEqual(['tel:+493415550142']);
    const text = render(failed('network'), tourWith({}));
    expect(links()).toEqual([]);
    expect(text).toContain('Miriam Kessler left no phone number or email in this listing');
  });

  it('speaks German', () => {
    const text = render(failed('network'), tourWith(agent), 'de');
    expect(text).toContain('Wir konnten Ihre Nachricht gerade nicht senden.');
    expect(view.host.textContent).toContain('Stattdessen per E-Mail senden');
    expect(new URL(links()[2] ?? '').searchParams.get('subject')).toContain('(Tour demo)');
  });

  it('offers no way around a form the visitor can fix', () => {
    const text = render(failed('validation_failed'));
    expect(text).toBe('Some fields were not accepted. Please check the marked fields.');
    expect(links()).toEqual([]);
  });
});
