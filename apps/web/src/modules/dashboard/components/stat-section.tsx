import { SimpleGrid, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MenuIcon } from '../../../app/module-types';
import { StatCard } from './stat-card';

/** One figure of a section: what {@link StatCard} draws. */
export interface Stat {
  label: string;
  value: number;
  icon: MenuIcon;
  color: string;
}

/** A titled row of three figures (members, inspections); `fallback` stands in while the figures load. */
export function StatSection({
  id,
  title,
  stats,
  fallback,
}: {
  id: string;
  title: string;
  stats: readonly Stat[] | null;
  fallback?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="h4" mb="sm" id={id}>
        {title}
      </Title>
      {stats ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {stats.map((stat) => (
            <StatCard key={stat.label} {...stat} />
          ))}
        </SimpleGrid>
      ) : (
        fallback
      )}
    </section>
  );
}
