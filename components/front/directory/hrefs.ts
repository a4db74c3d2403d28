export const teacherHref = (id: number) => `/teacherInfo?id=${id}`;
export const examinerHref = (id: number) => `/examinerInfo?id=${id}`;
export const talentHref = (id: number) => `/talentInfo?id=${id}`;
