import { Link } from 'react-router';
import { paths } from '../../../../shared/routing.ts';
import { DashboardSection } from './dashboard-section.tsx';

/**
 * The person's champion. Joining a champion's group is not built yet, so nobody has one: this says so plainly
 * and points to the champions page, rather than showing made-up data.
 */
export function YourChampionCard() {
  return (
    <DashboardSection title="Your champion">
      <p>{"You have not joined a champion's group yet."}</p>
      <p className="muted small">Champions are volunteers who run small groups, cheer their members on and recommend recipes.</p>
      <p>
        <Link to={paths.champions}>Find a champion</Link>
      </p>
    </DashboardSection>
  );
}
