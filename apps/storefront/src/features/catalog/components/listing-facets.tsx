import { Anchor, Button, Checkbox, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ListingSearchResponse } from '@patchbay/contract';
import { CONDITIONS, type Condition, compareMoney, formatCount, formatMoney } from '@patchbay/domain';
import { createContext, type FormEvent, Fragment, type ReactNode, useContext, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  formatListingFilters,
  type ListingFilters,
  type ListingScope,
  normalizePrice,
  toggleValue,
} from '../utils/listing-filters';
import classes from './listing-facets.module.css';

type Facets = ListingSearchResponse['facets'];

export interface ListingFacetsProps {
  /** Undefined until the first results arrive. */
  facets: Facets | undefined;
  filters: ListingFilters;
  scope: ListingScope;
  /** Display name of a brand page's brand. */
  brandName?: string | undefined;
  /** False: the server ignores price filters for this visitor (prices kept for signed-in buyers). */
  pricesSearchable?: boolean | undefined;
  /** The counts are estimates (a broad text): each is shown as '~1,200'. */
  countsApproximate?: boolean | undefined;
  onChange: (change: Partial<ListingFilters>) => void;
}

/** How many brands show before 'Show all brands'. */
const BRANDS_SHOWN = 12;

function FacetGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset aria-label={label} className={classes.group}>
      <legend className={classes.groupTitle}>{label}</legend>
      {children}
    </fieldset>
  );
}

/** Whether the facet counts shown are estimates. */
const ApproximateCounts = createContext(false);

function Count({ count }: { count: number }) {
  const approximate = useContext(ApproximateCounts);
  return (
    <Text component="span" size="xs" c="dimmed" className={classes.count}>
      {approximate ? `~${formatCount(count)}` : formatCount(count)}
    </Text>
  );
}

/** A checkbox whose accessible name is exactly its value ('Cisco', 'Like New'); the count is extra. */
function FacetCheckbox({
  name,
  count,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  count: number | undefined;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      aria-label={name}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={
        <span className={classes.checkboxLabel}>
          <span>{name}</span>
          {count !== undefined && <Count count={count} />}
        </span>
      }
      classNames={{ body: classes.checkboxBody, labelWrapper: classes.checkboxLabelWrapper }}
    />
  );
}

function FacetLink({
  to,
  label,
  count,
  current,
  indent,
}: {
  to: string;
  label: string;
  count?: number | undefined;
  current?: boolean;
  indent?: boolean;
}) {
  return (
    <li className={indent ? classes.indented : undefined}>
      <Link
        to={to}
        className={classes.link}
        aria-current={current ? 'page' : undefined}
        data-current={current || undefined}
      >
        <span>{label}</span>
        {count !== undefined && <Count count={count} />}
      </Link>
    </li>
  );
}

function CategoryFacet({ facets, filters, scope }: Pick<ListingFacetsProps, 'facets' | 'filters' | 'scope'>) {
  // Moving to another category keeps every other filter; a brand page's brand becomes a filter.
  const carried = formatListingFilters({
    ...filters,
    page: 1,
    brands: scope.kind === 'brand' ? [scope.brand] : filters.brands,
  });
  const categories = facets?.categories ?? [];
  const current = scope.kind === 'category' ? scope : null;
  return (
    <FacetGroup label="Category">
      <ul className={classes.list}>
        {current && <FacetLink to={`${paths.products.getHref()}${carried}`} label="All categories" />}
        {categories.map((category) => {
          const isCurrent = current?.category === category.value;
          return (
            <Fragment key={category.value}>
              <FacetLink
                to={`${paths.category.getHref(category.value)}${carried}`}
                label={category.label}
                count={category.count}
                current={isCurrent && !current?.subCategory}
              />
              {isCurrent &&
                (facets?.subCategories ?? []).map((sub) => (
                  <FacetLink
                    key={sub.value}
                    to={`${paths.subCategory.getHref(category.value, sub.value)}${carried}`}
                    label={sub.label}
                    count={sub.count}
                    current={current?.subCategory === sub.value}
                    indent
                  />
                ))}
            </Fragment>
          );
        })}
        {facets && categories.length === 0 && (
          <li>
            <Text size="sm" c="dimmed">
              No categories
            </Text>
          </li>
        )}
      </ul>
    </FacetGroup>
  );
}

function BrandFacet({
  facets,
  filters,
  scope,
  brandName,
  onChange,
}: Pick<ListingFacetsProps, 'facets' | 'filters' | 'scope' | 'brandName' | 'onChange'>) {
  const [showAll, setShowAll] = useState(false);
  if (scope.kind === 'brand') {
    const count = facets?.brands.find((b) => b.value === scope.brand)?.count;
    return (
      <FacetGroup label="Brand">
        <Stack gap={6}>
          <FacetCheckbox name={brandName ?? scope.brand} count={count} checked disabled onChange={() => {}} />
          <Anchor
            component={Link}
            to={`${paths.products.getHref()}${formatListingFilters({ ...filters, page: 1 })}`}
            size="sm"
          >
            All brands
          </Anchor>
        </Stack>
      </FacetGroup>
    );
  }
  const brands = facets?.brands ?? [];
  // A ticked brand stays on the list, even when the other filters leave it no listings.
  const missing = filters.brands
    .filter((key) => !brands.some((b) => b.value === key))
    .map((key) => ({ value: key, label: key, count: 0 }));
  const all = [...brands, ...missing];
  const shown = showAll ? all : all.filter((b, i) => i < BRANDS_SHOWN || filters.brands.includes(b.value));
  return (
    <FacetGroup label="Brand">
      <Stack gap={6}>
        {shown.map((brand) => (
          <FacetCheckbox
            key={brand.value}
            name={brand.label}
            count={brand.count}
            checked={filters.brands.includes(brand.value)}
            onChange={(on) => onChange({ brands: toggleValue(filters.brands, brand.value, on) })}
          />
        ))}
        {facets && all.length === 0 && (
          <Text size="sm" c="dimmed">
            No brands
          </Text>
        )}
        {all.length > shown.length && (
          <Anchor component="button" type="button" size="sm" onClick={() => setShowAll(true)} ta="left">
            Show all {all.length} brands
          </Anchor>
        )}
      </Stack>
    </FacetGroup>
  );
}

function ConditionFacet({
  facets,
  filters,
  onChange,
}: Pick<ListingFacetsProps, 'facets' | 'filters' | 'onChange'>) {
  const counts = new Map((facets?.conditions ?? []).map((c) => [c.value, c.count]));
  // SPEC.md §9 order; a condition shows when some listing has it, or when it is ticked.
  const shown = CONDITIONS.filter((c) => counts.has(c) || filters.conditions.includes(c));
  return (
    <FacetGroup label="Condition">
      <Stack gap={6}>
        {shown.map((condition: Condition) => (
          <FacetCheckbox
            key={condition}
            name={condition}
            count={counts.get(condition) ?? 0}
            checked={filters.conditions.includes(condition)}
            onChange={(on) => onChange({ conditions: toggleValue(filters.conditions, condition, on) })}
          />
        ))}
        {facets && shown.length === 0 && (
          <Text size="sm" c="dimmed">
            No conditions
          </Text>
        )}
      </Stack>
    </FacetGroup>
  );
}

const PRICE_ERROR = 'Enter an amount such as 250 or 1200.50';

function PriceFacet({
  facets,
  filters,
  onChange,
}: Pick<ListingFacetsProps, 'facets' | 'filters' | 'onChange'>) {
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const rawMin = String(data.get('minPrice') ?? '').trim();
    const rawMax = String(data.get('maxPrice') ?? '').trim();
    const minPrice = normalizePrice(rawMin);
    const maxPrice = normalizePrice(rawMax);
    const next: { min?: string; max?: string } = {};
    if (rawMin && !minPrice) next.min = PRICE_ERROR;
    if (rawMax && !maxPrice) next.max = PRICE_ERROR;
    if (minPrice && maxPrice && compareMoney(minPrice, maxPrice) > 0) {
      next.max = 'Max price must not be below min price';
    }
    setErrors(next);
    if (!next.min && !next.max) onChange({ minPrice, maxPrice });
  };
  const { min, max } = facets?.price ?? { min: null, max: null };
  return (
    <FacetGroup label="Price">
      {/* Keyed by the applied values: back/forward and 'Clear filters' reset the inputs. */}
      <form onSubmit={submit} noValidate key={`${filters.minPrice}-${filters.maxPrice}`}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            name="minPrice"
            label="Min price"
            defaultValue={filters.minPrice}
            placeholder={min ? formatMoney(min) : '$ min'}
            inputMode="decimal"
            size="xs"
            error={errors.min}
            style={{ flex: 1 }}
          />
          <TextInput
            name="maxPrice"
            label="Max price"
            defaultValue={filters.maxPrice}
            placeholder={max ? formatMoney(max) : '$ max'}
            inputMode="decimal"
            size="xs"
            error={errors.max}
            style={{ flex: 1 }}
          />
        </Group>
        <Group gap="xs" mt="xs">
          <Button type="submit" size="xs" variant="light">
            Apply
          </Button>
          {(filters.minPrice || filters.maxPrice) && (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => {
                setErrors({});
                onChange({ minPrice: '', maxPrice: '' });
              }}
            >
              Clear price
            </Button>
          )}
        </Group>
      </form>
    </FacetGroup>
  );
}

function AvailabilityFacet({
  facets,
  filters,
  onChange,
}: Pick<ListingFacetsProps, 'facets' | 'filters' | 'onChange'>) {
  const approximate = useContext(ApproximateCounts);
  return (
    <FacetGroup label="Availability">
      <Switch
        label="In stock only"
        checked={filters.inStock}
        onChange={(event) => onChange({ inStock: event.currentTarget.checked })}
        description={
          facets ? `${approximate ? 'about ' : ''}${formatCount(facets.inStock)} in stock` : undefined
        }
      />
    </FacetGroup>
  );
}

/** The facets of a listing page: category links, brand and condition boxes, price, availability. */
export function ListingFacets(props: ListingFacetsProps) {
  return (
    <ApproximateCounts.Provider value={props.countsApproximate === true}>
      <ListingFacetGroups {...props} />
    </ApproximateCounts.Provider>
  );
}

function ListingFacetGroups(props: ListingFacetsProps) {
  return (
    <Stack gap="lg">
      <CategoryFacet {...props} />
      <BrandFacet {...props} />
      <ConditionFacet {...props} />
      {props.pricesSearchable === false ? (
        <FacetGroup label="Price">
          <Text size="sm" c="dimmed">
            Sign in to filter by price.
          </Text>
        </FacetGroup>
      ) : (
        <PriceFacet {...props} />
      )}
      <AvailabilityFacet {...props} />
    </Stack>
  );
}
