import { PageHeading } from '../../components/ui/page-heading.tsx';

export function MealPlanningPage() {
  return (
    <div className="page">
      <PageHeading>Meal Planning</PageHeading>
      <p className="lead">Plan your week: breakfast, lunch, dinner and snacks for each day.</p>
      <div className="card prose">
        <p>
          This is where your week&rsquo;s plan lives. Meals you plan here, scaled to your household, make up the shopping list for the week.
        </p>
      </div>
    </div>
  );
}
