import type { Property } from '@tourview/schema';
import { resolveMediaUrl } from '@tourview/schema';
import { useConfig } from '../../config/config-context.js';
import { mailtoHref, telHref } from '../../lib/contact-links.js';
import { useMessages } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import styles from './property-panel.module.css';

/** The listing agent: photo, name, agency and direct ways to reach them. */
export function AgentCard({ agent }: { agent: Property['agent'] }) {
  const t = useMessages(messages);
  const { cdnBaseUrl } = useConfig();
  return (
    <section className={styles.agent} aria-label={t('agent')}>
      {agent.photo ? (
        <img
          className={styles.agentPhoto}
          src={resolveMediaUrl(cdnBaseUrl, agent.photo)}
          alt={t('agentPhoto', { name: agent.name })}
          width={56}
          height={56}
          loading="lazy"
        />
      ) : (
        <span className={styles.agentInitial} aria-hidden="true">
          {agent.name.slice(0, 1)}
        </span>
      )}
      <div className={styles.agentText}>
        <p className={styles.agentName}>{agent.name}</p>
        <p className={styles.muted}>{agent.agency}</p>
        {agent.phone ? (
          <a href={telHref(agent.phone)} aria-label={t('call', { phone: agent.phone })}>
            {agent.phone}
          </a>
        ) : null}
        {agent.email ? (
          <a href={mailtoHref(agent.email)} aria-label={t('email', { email: agent.email })}>
            {agent.email}
          </a>
        ) : null}
      </div>
    </section>
  );
}
