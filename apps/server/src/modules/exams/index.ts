// Exams, certificates, e-cards and ISAR (issue 18 §2). Other areas have no need to enter it today;
// app.ts registers routes.ts. A course links an exam by the product it requires (exams.required_product_id).
export { examsRoutes } from './routes.ts';
