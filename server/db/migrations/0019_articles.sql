CREATE TYPE "public"."article_category" AS ENUM('news', 'guide', 'policy');--> statement-breakpoint
CREATE TYPE "public"."article_status" AS ENUM('draft', 'published', 'hidden');--> statement-breakpoint
CREATE TABLE "article_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"category" "article_category" NOT NULL,
	"status" "article_status" NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"excerpt" text NOT NULL,
	"cover_token" text,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "static_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_images" ADD CONSTRAINT "article_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_pages" ADD CONSTRAINT "static_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_images_token_key" ON "article_images" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "article_images_sha_key" ON "article_images" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "articles_listing_idx" ON "articles" USING btree ("status","category","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "static_pages_slug_key" ON "static_pages" USING btree ("slug");--> statement-breakpoint
-- The pages every deployment starts with; staff edit or replace them in the console.
INSERT INTO "static_pages" ("slug", "title", "body", "html") VALUES
  ('gioi-thieu', 'Giới thiệu MuaHộ', $page$MuaHộ giúp bạn mua hàng trên **Taobao**, **Tmall** và **1688** rồi đưa hàng về tận tay tại Việt Nam.

## Chúng tôi làm gì
- **Mua hộ:** bạn dán link hoặc tìm sản phẩm, thêm vào giỏ và đặt đơn; chúng tôi thanh toán với người bán.
- **Ký gửi vận chuyển:** bạn tự mua, gửi hàng về kho Trung Quốc của chúng tôi, chúng tôi chuyển về Việt Nam.
- **Thanh toán hộ:** chúng tôi trả tiền cho người bán Trung Quốc thay bạn.
- **Theo dõi hàng:** từ kho Trung Quốc, kho Việt Nam đến lúc giao tận nơi.

## Thanh toán
Mọi khoản thanh toán dùng ví VND của bạn, nạp bằng chuyển khoản ngân hàng qua mã VietQR.$page$, $page$<p>MuaHộ giúp bạn mua hàng trên <strong>Taobao</strong>, <strong>Tmall</strong> và <strong>1688</strong> rồi đưa hàng về tận tay tại Việt Nam.</p>
<h2>Chúng tôi làm gì</h2>
<ul>
<li><strong>Mua hộ:</strong> bạn dán link hoặc tìm sản phẩm, thêm vào giỏ và đặt đơn; chúng tôi thanh toán với người bán.</li>
<li><strong>Ký gửi vận chuyển:</strong> bạn tự mua, gửi hàng về kho Trung Quốc của chúng tôi, chúng tôi chuyển về Việt Nam.</li>
<li><strong>Thanh toán hộ:</strong> chúng tôi trả tiền cho người bán Trung Quốc thay bạn.</li>
<li><strong>Theo dõi hàng:</strong> từ kho Trung Quốc, kho Việt Nam đến lúc giao tận nơi.</li>
</ul>
<h2>Thanh toán</h2>
<p>Mọi khoản thanh toán dùng ví VND của bạn, nạp bằng chuyển khoản ngân hàng qua mã VietQR.</p>$page$),
  ('dieu-khoan', 'Điều khoản sử dụng', $page$Khi dùng MuaHộ, bạn đồng ý với các điều khoản dưới đây.

## Tài khoản
Bạn chịu trách nhiệm giữ an toàn mật khẩu và mọi thao tác trên tài khoản của mình.

## Đơn hàng và thanh toán
- Giá hàng tính theo tỷ giá tại thời điểm đặt đơn; phí dịch vụ theo [bảng giá](/staticPage/bang-gia).
- Đơn chỉ được mua khi ví đủ tiền đặt cọc.
- Tiền hoàn (hủy đơn, hết hàng, khiếu nại được chấp nhận) được cộng vào ví.

## Hàng cấm
Chúng tôi không nhận mua hoặc vận chuyển hàng mà pháp luật Việt Nam cấm nhập khẩu.

## Khiếu nại
Bạn có thể khiếu nại trong thời hạn quy định sau khi nhận hàng, kèm ảnh hoặc video.$page$, $page$<p>Khi dùng MuaHộ, bạn đồng ý với các điều khoản dưới đây.</p>
<h2>Tài khoản</h2>
<p>Bạn chịu trách nhiệm giữ an toàn mật khẩu và mọi thao tác trên tài khoản của mình.</p>
<h2>Đơn hàng và thanh toán</h2>
<ul>
<li>Giá hàng tính theo tỷ giá tại thời điểm đặt đơn; phí dịch vụ theo <a href="/staticPage/bang-gia">bảng giá</a>.</li>
<li>Đơn chỉ được mua khi ví đủ tiền đặt cọc.</li>
<li>Tiền hoàn (hủy đơn, hết hàng, khiếu nại được chấp nhận) được cộng vào ví.</li>
</ul>
<h2>Hàng cấm</h2>
<p>Chúng tôi không nhận mua hoặc vận chuyển hàng mà pháp luật Việt Nam cấm nhập khẩu.</p>
<h2>Khiếu nại</h2>
<p>Bạn có thể khiếu nại trong thời hạn quy định sau khi nhận hàng, kèm ảnh hoặc video.</p>$page$),
  ('bang-gia', 'Bảng giá dịch vụ', $page$Bảng giá dưới đây lấy trực tiếp từ cấu hình hệ thống, đúng với mức phí áp dụng cho đơn hàng của bạn.$page$, $page$<p>Bảng giá dưới đây lấy trực tiếp từ cấu hình hệ thống, đúng với mức phí áp dụng cho đơn hàng của bạn.</p>$page$),
  ('huong-dan-dat-hang', 'Hướng dẫn đặt hàng', $page$1. **Tìm sản phẩm:** gõ tên sản phẩm bằng tiếng Việt hoặc dán link Taobao, Tmall, 1688.
2. **Chọn phân loại:** chọn màu, kích thước, số lượng rồi thêm vào giỏ hàng.
3. **Đặt đơn:** chọn sản phẩm trong giỏ, địa chỉ nhận hàng và dịch vụ đi kèm.
4. **Đặt cọc:** nạp tiền vào ví bằng VietQR nếu ví chưa đủ.
5. **Theo dõi:** xem đơn đi qua kho Trung Quốc, kho Việt Nam; khi hàng về, tạo yêu cầu giao hàng.$page$, $page$<ol>
<li><strong>Tìm sản phẩm:</strong> gõ tên sản phẩm bằng tiếng Việt hoặc dán link Taobao, Tmall, 1688.</li>
<li><strong>Chọn phân loại:</strong> chọn màu, kích thước, số lượng rồi thêm vào giỏ hàng.</li>
<li><strong>Đặt đơn:</strong> chọn sản phẩm trong giỏ, địa chỉ nhận hàng và dịch vụ đi kèm.</li>
<li><strong>Đặt cọc:</strong> nạp tiền vào ví bằng VietQR nếu ví chưa đủ.</li>
<li><strong>Theo dõi:</strong> xem đơn đi qua kho Trung Quốc, kho Việt Nam; khi hàng về, tạo yêu cầu giao hàng.</li>
</ol>$page$);
