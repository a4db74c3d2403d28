import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// The club page promised an application in the personal centre that the platform never had. The
// seeded sentence is replaced by what exists; a page an editor has rewritten is left as it is.

const PROMISE = '<p>持有职业技能等级证书并完成实名认证的学员，可在个人中心申请加入俱乐部，审核通过后即成为会员。</p>';
const WHAT_EXISTS =
  '<p>持有本平台职业技能等级证书并完成实名认证的学员即为俱乐部会员，无需另行申请。证书可在个人中心“我的证书”中查看；俱乐部活动通知在“新闻资讯”栏目发布，报名方式以各活动通知为准。</p>';

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('pages')
    .set({ content: sql`replace(content, ${PROMISE}, ${WHAT_EXISTS})` })
    .where('slug', '=', 'club')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('pages')
    .set({ content: sql`replace(content, ${WHAT_EXISTS}, ${PROMISE})` })
    .where('slug', '=', 'club')
    .execute();
}
