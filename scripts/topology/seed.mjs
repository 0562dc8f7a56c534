/**
 * Data the topology's PostgreSQL needs for the browser check and the bench
 * (the API seeds demo data into its embedded database only): member accounts
 * `member<n>@topology.example`, each with a company and an active membership,
 * and, for the leads benchmark, leads shaped like api/scripts/bench-leads.mjs
 * makes them. Both only add what is missing, so they can run at every `up`.
 */
import pg from 'pg';

export const memberEmail = (n) => `member${n}@topology.example`;

/** `count` members: half producers (subcategories 1-17), half providers (18-35), in Pune. */
export async function seedMembers(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into users (username, email, email_verified_at)
       select 'Topology Member ' || n, 'member' || n || '@topology.example', now()
       from generate_series(1, $1::int) as n
       on conflict (lower(email)) do nothing`,
      [count],
    );
    await client.query(
      `insert into companies (owner_user_id, name, company_email, company_mobile, country_code,
                              category_id, subcategory_id, billing_name, billing_address,
                              state_id, city, gst_number)
       select u.id, 'Topology Works ' || n, 'works' || n || '@topology.example', '9876543210', '+91',
              case when n % 2 = 0 then 1 else 2 end,
              case when n % 2 = 0 then 1 + n % 17 else 18 + n % 18 end,
              'Topology Works ' || n, 'Plot ' || n || ', MIDC Bhosari, Pune 411026', 21, 'Pune',
              '27ABCDE1234F1Z5'
       from generate_series(1, $1::int) as n
       join users u on lower(u.email) = 'member' || n || '@topology.example'
       where not exists (select 1 from companies c where c.owner_user_id = u.id)`,
      [count],
    );
    await client.query(
      `insert into memberships (company_id, membership_type_id, status, starts_at, ends_at)
       select c.id, case when c.category_id = 1 then 2 else 3 end, 'active', now(),
              now() + interval '1 year'
       from companies c join users u on u.id = c.owner_user_id
       where u.email like 'member%@topology.example'
         and not exists (select 1 from memberships m where m.company_id = c.id)`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

/** Tops the leads table up to `count` leads, spread over the members' companies. */
export async function seedLeads(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [{ existing }] = (await client.query('select count(*)::int as existing from leads')).rows;
    const missing = count - existing;
    if (missing <= 0) return existing;
    await client.query('begin');
    await client.query(
      `with owners as (
         select id, name, category_id, subcategory_id, row_number() over (order by id) - 1 as slot
         from companies where subcategory_id is not null
       ), total as (select count(*) as n from owners)
       insert into leads (company_id, title, brief, description, category_id, subcategory_id,
                          location, email, phone, created_at)
       select o.id, 'Lead ' || s || ' for ' || o.name, 'Brief ' || s,
              'Details of lead ' || s || ': quantities, delivery and terms.',
              o.category_id, o.subcategory_id, 'Pune, Maharashtra', 'leads@example.in',
              '+91 98765 43210', now() - (s || ' minutes')::interval
       from generate_series(1, $1::int) as s
       join owners o on o.slot = s % (select n from total)`,
      [missing],
    );
    await client.query(
      `insert into lead_images (object_key, lead_id, sort_order)
       select 'leads/' || l.id || '.png', l.id, 0 from leads l
       where not exists (select 1 from lead_images i where i.lead_id = l.id)`,
    );
    await client.query('commit');
    await client.query('analyze');
    return count;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
