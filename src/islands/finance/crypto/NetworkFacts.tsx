import * as styles from './crypto.css.ts';

/** A network's figures (confirmations, limits, rate) as name–value pairs. */
export function NetworkFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt className={styles.factName}>{name}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
