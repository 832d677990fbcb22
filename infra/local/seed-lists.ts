/**
 * The demo agency's drop-down lists: a few items per list, and a SAMPLE of commodity categories. The
 * categories are made up for the demo (UNSPSC-like 8-digit codes and titles, but not UNSPSC's, whose set
 * is licensed): every top-level title says "Sample", and an agency replaces them by importing its own list.
 */
import type { ListKind } from '../../shared/domain/list-kinds.js';
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import { importCategories } from '../../functions/customer/category-import.js';
import { createListItem } from '../../functions/customer/drop-down-list-service.js';
import { itemsOfList, ListItem } from '../../functions/core/db/entities/list-item.js';
import { queryAll } from '../../functions/core/db/ops.js';

/** The seeded items' ids, by list and name (categories by code), for the demo projects that use them. */
export type DemoListIds = Record<keyof typeof DEMO_LIST_ITEMS | 'commodityCategory', Record<string, string>>;

export const DEMO_LIST_ITEMS: Record<Exclude<ListKind, 'commodityCategory'>, readonly string[]> = {
  term: ['Net 30 days', 'Net 45 days', 'Due on receipt'],
  tradeAgreement: [
    'Canadian Free Trade Agreement (CFTA)',
    'Canada–European Union Comprehensive Economic and Trade Agreement (CETA)',
    'World Trade Organization Agreement on Government Procurement (WTO-AGP)',
  ],
  leadAgencyName: ['City of Demoville', 'Demoville Public Library', 'Demoville Transit Commission'],
  tenderType: ['Request for proposals', 'Request for quotations', 'Invitation to tender'],
  irrevocablePeriod: ['30 days', '60 days', '90 days'],
  procurementMethodLimitedType: [
    'Sole source: only one supplier can deliver',
    'Emergency: unforeseeable urgency',
    'Additional deliveries from the original supplier',
  ],
  tax: ['HST 13%', 'GST 5%', 'Exempt'],
  awardException: ['Emergency purchase', 'Below the trade-agreement threshold', 'Single bid received'],
};

/** A made-up sample in the import's own format (code,title,parentCode). */
export const SAMPLE_COMMODITY_CATEGORIES_CSV = `code,title,parentCode
25000000,Sample – vehicles and their accessories,
25100000,Motor vehicles,25000000
25101500,Passenger and light-duty vehicles,25100000
43000000,Sample – information technology and telecommunications,
43210000,Computer equipment and accessories,43000000
43211500,Computers,43210000
43211503,Notebook computers,43211500
43211507,Desktop computers,43211500
43211900,Computer displays,43210000
43230000,Software,43000000
43231500,Business function specific software,43230000
56000000,Sample – furniture and furnishings,
56100000,Office and institutional furniture,56000000
56101500,Office furniture,56100000
70000000,Sample – landscaping and grounds services,
70110000,Horticulture services,70000000
70111700,Tree planting and care,70110000
72000000,Sample – building and facility construction and maintenance services,
72100000,Building and facility maintenance and repair services,72000000
72101500,Roofing and siding maintenance,72100000
72102900,Facility maintenance and repair,72100000
72140000,Heavy construction services,72000000
72141100,Road and watermain construction services,72140000
72150000,Specialized trade construction services,72000000
72151500,Electrical system services,72150000
80000000,Sample – management and business professional services,
80100000,Management advisory services,80000000
80101500,Business and corporate management consultation services,80100000
80101600,Project management,80100000
`;

export async function seedDemoLists(customerId: string): Promise<DemoListIds> {
  // One transaction per item, all at once: the lists are independent, and the seed runs on every stack start.
  const kinds = Object.entries(DEMO_LIST_ITEMS) as [keyof typeof DEMO_LIST_ITEMS, readonly string[]][];
  const [created] = await Promise.all([
    Promise.all(
      kinds.map(async ([kind, names]) => {
        const items = await Promise.all(
          names.map((name) => createListItem(customerId, kind, { name }, SYSTEM_ACTOR, 'en')),
        );
        return [kind, Object.fromEntries(items.map((item) => [item.name, item.id]))] as const;
      }),
    ),
    importCategories(customerId, SAMPLE_COMMODITY_CATEGORIES_CSV, SYSTEM_ACTOR, 'en'),
  ]);
  const categories = await queryAll(ListItem, itemsOfList(customerId, 'commodityCategory'));
  return {
    ...(Object.fromEntries(created) as Record<keyof typeof DEMO_LIST_ITEMS, Record<string, string>>),
    commodityCategory: Object.fromEntries(categories.map((c) => [c.code ?? c.name, c.listItemId])),
  };
}
