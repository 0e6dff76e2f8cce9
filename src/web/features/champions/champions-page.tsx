import { PageHeading } from '../../components/ui/page-heading.tsx';

export function ChampionsPage() {
  return (
    <div className="page">
      <PageHeading>Champions</PageHeading>
      <p className="lead">The programme&rsquo;s champions: the volunteers who run its groups.</p>
      <div className="card prose">
        <p>
          This page lists the programme&rsquo;s champions and the size of their groups, and shows your own champion if you have joined a
          group.
        </p>
      </div>
    </div>
  );
}
