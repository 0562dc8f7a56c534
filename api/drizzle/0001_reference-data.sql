-- Reference data with stable ids. Idempotent: re-running changes nothing.

INSERT INTO "roles" ("id", "name") VALUES
  (1, 'admin')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "categories" ("id", "name") VALUES
  (1, 'Producers'),
  (2, 'Providers')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "subcategories" ("id", "category_id", "name") VALUES
  (1, 1, 'Apparels & Accessories'),
  (2, 1, 'Leather & Footwear'),
  (3, 1, 'Handicraft Products'),
  (4, 1, 'Furniture & Furnishings'),
  (5, 1, 'Toys & Sports'),
  (6, 1, 'Hotels & Hospitality'),
  (7, 1, 'Medical Supplies'),
  (8, 1, 'Electricals & Electronics'),
  (9, 1, 'Automobile Components'),
  (10, 1, 'Building Hardware'),
  (11, 1, 'Industrial Supplies'),
  (12, 1, 'Metals & Machinery'),
  (13, 1, 'Specialty Chemicals'),
  (14, 1, 'Pharma & Healthcare'),
  (15, 1, 'Printing & Packaging'),
  (16, 1, 'Agriculture Products'),
  (17, 1, 'Food & Beverages'),
  (18, 2, 'Legal Advisors'),
  (19, 2, 'Chartered Accountants'),
  (20, 2, 'HR Consultants & Recruiters'),
  (21, 2, 'Manpower Suppliers'),
  (22, 2, 'Real Estate Brokers'),
  (23, 2, 'Architects & Designers'),
  (24, 2, 'Facility Contractors'),
  (25, 2, 'PR Agencies'),
  (26, 2, 'IT Solutions'),
  (27, 2, 'Travel & Transportation'),
  (28, 2, 'Medical Professionals'),
  (29, 2, 'Catering Services'),
  (30, 2, 'Financial Services'),
  (31, 2, 'Insurance Services'),
  (32, 2, 'Office Supplies'),
  (33, 2, 'Security Services'),
  (34, 2, 'Printing & Packaging'),
  (35, 2, 'Industrial Supplies')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "states" ("id", "name") VALUES
  (1, 'Andaman and Nicobar Islands'),
  (2, 'Andhra Pradesh'),
  (3, 'Arunachal Pradesh'),
  (4, 'Assam'),
  (5, 'Bihar'),
  (6, 'Chandigarh'),
  (7, 'Chhattisgarh'),
  (8, 'Dadra and Nagar Haveli and Daman and Diu'),
  (9, 'Delhi'),
  (10, 'Goa'),
  (11, 'Gujarat'),
  (12, 'Haryana'),
  (13, 'Himachal Pradesh'),
  (14, 'Jammu and Kashmir'),
  (15, 'Jharkhand'),
  (16, 'Karnataka'),
  (17, 'Kerala'),
  (18, 'Ladakh'),
  (19, 'Lakshadweep'),
  (20, 'Madhya Pradesh'),
  (21, 'Maharashtra'),
  (22, 'Manipur'),
  (23, 'Meghalaya'),
  (24, 'Mizoram'),
  (25, 'Nagaland'),
  (26, 'Odisha'),
  (27, 'Puducherry'),
  (28, 'Punjab'),
  (29, 'Rajasthan'),
  (30, 'Sikkim'),
  (31, 'Tamil Nadu'),
  (32, 'Telangana'),
  (33, 'Tripura'),
  (34, 'Uttar Pradesh'),
  (35, 'Uttarakhand'),
  (36, 'West Bengal')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "firm_types" ("id", "name") VALUES
  (1, 'Proprietorship'),
  (2, 'Partnership'),
  (3, 'LLP'),
  (4, 'Private Limited'),
  (5, 'Public Limited'),
  (6, 'Other')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "revenue_bands" ("id", "label", "min_inr", "max_inr") VALUES
  (1, 'Up to ₹1 Cr', 0, 10000000),
  (2, '₹1–5 Cr', 10000000, 50000000),
  (3, '₹5–25 Cr', 50000000, 250000000),
  (4, '₹25–100 Cr', 250000000, 1000000000),
  (5, '₹100–500 Cr', 1000000000, 5000000000),
  (6, 'Above ₹500 Cr', 5000000000, NULL)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "membership_types" ("id", "name", "price", "gst_percent", "tier") VALUES
  (1, 'Promoters', 100000, 18, 'alpha'),
  (2, 'Producers', 50000, 18, 'beta'),
  (3, 'Providers', 50000, 18, 'gamma')
ON CONFLICT DO NOTHING;
