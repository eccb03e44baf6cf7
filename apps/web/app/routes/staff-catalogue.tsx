import type { CatalogueAdminProduct, CatalogueListItem } from "@ojas/domain";
import { formatMoney, MARKET_INFO, MARKETS, PRODUCT_CATEGORIES } from "@ojas/domain";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import {
  CATEGORY_NAMES,
  type CatalogueFilters,
  catalogueFiltersOf,
  catalogueQuery,
  catalogueSearch,
  createProductBody,
  type FieldErrors,
} from "../features/staff/catalogue-admin.ts";
import { newChangeKey } from "../features/staff/change-key.ts";
import { ListFailed } from "../features/staff/ListFailed.tsx";
import { LoadMore, usePagedList } from "../features/staff/paged-list.tsx";
import { ApiError, apiFor } from "../lib/api.ts";

// The back office's catalogue list (docs/product.md, "Back office: catalogue"): products by name with the
// chosen market's price and whether shoppers there see them, searched and filtered by the API in SQL;
// "Load more" adds the next page. A new product starts here and is priced and published on its own page.

export const meta: MetaFunction = () => staffMeta("Catalogue");

export const headers = staffHeaders;

interface View {
  filters: CatalogueFilters;
  products: CatalogueListItem[];
  nextToken: string | null;
  failed: string | null;
  changeKey: string;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const params = new URL(request.url).searchParams;
  const filters = catalogueFiltersOf(params);
  try {
    const answer = await apiFor(request, context).get<{
      products: CatalogueListItem[];
      paginationData: { nextToken: string | null };
    }>("/api/staff/catalogue/products", catalogueQuery(filters, params.get("nextToken")));
    return {
      filters,
      products: answer.products,
      nextToken: answer.paginationData.nextToken,
      failed: null,
      changeKey: newChangeKey(),
    };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The catalogue could not be loaded.";
    return { filters, products: [], nextToken: null, failed, changeKey: "" };
  }
}

interface Result {
  message: string;
  errors: FieldErrors;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const { body, errors } = createProductBody(form);
  if (!body) return data<Result>({ message: "Check the fields marked below.", errors }, { status: 400 });
  const key = `${String(form.get("changeKey") ?? "") || newChangeKey()}.create`;
  try {
    const created = await apiFor(request, context).post<CatalogueAdminProduct>(
      "/api/staff/catalogue/products",
      body,
      { idempotencyKey: key },
    );
    return redirect(`/staff/catalogue/${encodeURIComponent(created.product.productId)}?created=1`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect("/staff/catalogue");
    if (error instanceof ApiError && error.status < 500) {
      const fields = Object.fromEntries(
        Object.entries(error.fields ?? {}).map(([k, v]) => [
          k === "sku.slug" ? "skuSlug" : k.replace(/^sku\//, ""),
          v,
        ]),
      );
      return data<Result>({ message: error.message, errors: fields }, { status: error.status });
    }
    throw error;
  }
}

const field = "mt-1.5 min-h-11 w-full rounded-xl border border-line bg-surface px-4 text-ink";
const label = "block text-sm font-medium text-ink";

function Filters({ filters }: { filters: CatalogueFilters }) {
  return (
    <Form
      method="get"
      className="mt-8 grid gap-3 sm:flex sm:flex-wrap sm:items-end"
      aria-label="Filter products"
    >
      <div>
        <label htmlFor="cat-market" className={label}>
          Market
        </label>
        <select id="cat-market" name="market" defaultValue={filters.market} className={`${field} sm:w-44`}>
          {MARKETS.map((m) => (
            <option key={m} value={m}>
              {MARKET_INFO[m].countryName}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="cat-q" className={label}>
          Name, id or slug
        </label>
        <input
          id="cat-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          autoComplete="off"
          className={`${field} sm:w-56`}
        />
      </div>
      <div>
        <label htmlFor="cat-category" className={label}>
          Category
        </label>
        <select
          id="cat-category"
          name="category"
          defaultValue={filters.category ?? ""}
          className={`${field} sm:w-48`}
        >
          <option value="">Any</option>
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_NAMES[c]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="cat-published" className={label}>
          Shown to shoppers
        </label>
        <select
          id="cat-published"
          name="published"
          defaultValue={filters.published ?? ""}
          className={`${field} sm:w-40`}
        >
          <option value="">Either</option>
          <option value="true">Published</option>
          <option value="false">Not published</option>
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </Form>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-error">
      {error}
    </p>
  ) : null;
}

function Input({
  name,
  labelText,
  errors,
  ...rest
}: {
  name: string;
  labelText: string;
  errors: FieldErrors;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `new-${name}`;
  const error = errors[name];
  return (
    <div>
      <label htmlFor={id} className={label}>
        {labelText}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={field}
        {...rest}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function NewProduct({ changeKey, result }: { changeKey: string; result: Result | undefined }) {
  const navigation = useNavigation();
  const errors = result?.errors ?? {};
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <details className="mt-6 rounded-card border border-line bg-surface p-4" open={Boolean(result)}>
      <summary className="cursor-pointer font-semibold text-ink">New product</summary>
      <Form method="post" noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="changeKey" value={changeKey} />
        <Input name="name" labelText="Name" errors={errors} required />
        <Input name="slug" labelText="Slug (in its address)" errors={errors} spellCheck={false} required />
        <div>
          <label htmlFor="new-category" className={label}>
            Category
          </label>
          <select id="new-category" name="category" className={field} defaultValue="SKINCARE_PRODUCT">
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_NAMES[c]}
              </option>
            ))}
          </select>
        </div>
        <Input name="productType" labelText="Product type (optional)" errors={errors} />
        <div className="sm:col-span-2">
          <label htmlFor="new-description" className={label}>
            Description
          </label>
          <textarea
            id="new-description"
            name="description"
            rows={3}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? "new-description-error" : undefined}
            className="mt-1.5 w-full rounded-xl border border-line bg-surface px-4 py-2 text-ink"
          />
          <FieldError id="new-description-error" error={errors.description} />
        </div>
        <Input name="skuName" labelText="First sku's name (a size, a pack)" errors={errors} />
        <Input name="skuSlug" labelText="First sku's slug" errors={errors} spellCheck={false} />
        {result ? (
          <p role="alert" className="text-sm text-error sm:col-span-2">
            {result.message}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" pending={sending}>
            Create product
          </Button>
        </div>
      </Form>
    </details>
  );
}

function ProductRow({ product, market }: { product: CatalogueListItem; market: string }) {
  return (
    <li
      className="flex items-center gap-3 rounded-card border border-line bg-surface p-3"
      data-testid="catalogue-product"
    >
      {product.image ? (
        <img
          src={product.image}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-lg bg-bg object-contain"
        />
      ) : (
        <span aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-bg" />
      )}
      <div className="min-w-0 flex-1">
        <Link
          to={`/staff/catalogue/${encodeURIComponent(product.productId)}`}
          className="font-semibold text-ink underline-offset-2 hover:underline [overflow-wrap:anywhere]"
        >
          {product.name}
        </Link>
        <p className="text-sm text-muted [overflow-wrap:anywhere]">
          {CATEGORY_NAMES[product.category as keyof typeof CATEGORY_NAMES] ?? product.category} ·{" "}
          {product.skuCount} {product.skuCount === 1 ? "sku" : "skus"}
        </p>
      </div>
      <div className="shrink-0 text-right text-sm">
        <p className="font-medium text-ink tabular">
          {product.price ? formatMoney(product.price.discountPrice, product.price.currency) : "No price"}
        </p>
        <p className={product.published ? "text-accent" : "text-muted"}>
          {product.published ? "Published" : "Not published"}
          <span className="sr-only"> in {market}</span>
        </p>
      </div>
    </li>
  );
}

function ProductList({ first }: { first: View }) {
  const list = usePagedList(
    first,
    (page: View) => page.products,
    (row) => row.productId,
  );
  const items = list.items;
  const market = MARKET_INFO[first.filters.market].countryName;
  return (
    <>
      <ul className="mt-6 flex flex-col gap-3" aria-label="Products">
        {items.length === 0 ? <li className="text-muted">No product matches.</li> : null}
        {items.map((product) => (
          <ProductRow key={product.productId} product={product} market={market} />
        ))}
      </ul>
      <LoadMore
        list={list}
        path="/staff/catalogue"
        search={(token) => catalogueSearch(first.filters, token)}
      />
    </>
  );
}

export default function StaffCatalogue() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/staff/catalogue";
  return (
    <div>
      <PageHeader title="Catalogue">
        Products by name, with their price and whether shoppers see them in the market chosen. Open one to
        edit it, set its prices, publish it and add images.
      </PageHeader>
      <NewProduct changeKey={view.changeKey} result={result} />
      <Filters key={location.search} filters={view.filters} />
      <p role="status" className="mt-4 min-h-5 text-sm text-muted">
        {loading ? "Loading products…" : ""}
      </p>
      {view.failed ? (
        <ListFailed message={view.failed} />
      ) : (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <ProductList key={`${location.key}.${view.changeKey}`} first={view} />
        </div>
      )}
    </div>
  );
}
