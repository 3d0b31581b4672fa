import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import {
  PRODUCT_COVER_MAX_BYTES,
  PRODUCT_STATUS_LABELS,
  type AdminProductDetail,
  type ProductBody,
} from '@xingtu/contracts/console-catalog';
import { productFormSchema } from '@xingtu/contracts/console-catalog-schemas';
import { PRODUCT_TYPE_LABELS, type ProductType } from '@xingtu/contracts/enums';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import { ApiError } from '../../api/api-error.ts';
import {
  createAdminProduct,
  fetchAdminProduct,
  updateAdminProduct,
  uploadProductCover,
} from '../../api/console-catalog.ts';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { emptyProductForm, productFormOf, type ProductFormValues } from './product-form.ts';
import { messageOf, useLoad } from './use-load.ts';

// One product's editor: react-hook-form over the shared zod schema (contracts), so the form refuses
// what the server would, field by field. An edit carries the version it started from: when another
// operator saved first, the server refuses (003500) and the form offers the latest version.

const TYPES = Object.keys(PRODUCT_TYPE_LABELS) as ProductType[];
const resolver = zodResolver(productFormSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductBody
>;

function FieldError({
  errors,
  name,
}: {
  errors: FieldErrors<ProductFormValues>;
  name: keyof ProductFormValues;
}) {
  const message = errors[name]?.message;
  return message ? (
    <span className="console-error" role="alert">
      {message}
    </span>
  ) : null;
}

interface EditorProps {
  /** Admins change everything; editors the words and pictures only. */
  isAdmin: boolean;
}

export function ProductEditor({ isAdmin }: EditorProps) {
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const loaded = useLoad(
    () => (creating ? Promise.resolve(null) : fetchAdminProduct(Number(id))),
    [id, creating],
  );
  if (!creating && !/^\d+$/.test(id)) return <PageError text="没有这个商品。" />;
  if (creating && !isAdmin) return <p className="console-panel">只有管理员可以新建商品。</p>;
  if (loaded.failed)
    return (
      <PageError
        text="商品加载失败。"
        action={
          <button type="button" className="btn" onClick={loaded.reload}>
            重新加载
          </button>
        }
      />
    );
  if (loaded.value === undefined) return <PageLoading />;
  return (
    <ProductForm
      key={`${id}:${loaded.value?.version ?? 0}`}
      product={loaded.value}
      isAdmin={isAdmin}
      reload={loaded.reload}
    />
  );
}

function ProductForm({
  product,
  isAdmin,
  reload,
}: {
  product: AdminProductDetail | null;
  isAdmin: boolean;
  reload: () => void;
}) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<AdminProductDetail | null>(product);
  const [notice, setNotice] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; stale: boolean } | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductBody>({
    resolver,
    defaultValues: product ? productFormOf(product) : emptyProductForm(),
  });
  useEffect(() => {
    if (saved && saved !== product) reset(productFormOf(saved));
  }, [saved, product, reset]);
  const cover = watch('cover');
  const locked = !isAdmin;

  const submit = handleSubmit(async (body) => {
    setNotice('');
    setRefusal(null);
    try {
      if (!saved) {
        const created = await createAdminProduct(body);
        navigate(`/admin/catalog/${created.id}`, { replace: true });
        return;
      }
      const next = await updateAdminProduct(saved.id, { ...body, version: saved.version });
      setSaved(next);
      setNotice('已保存，商城已显示最新内容');
    } catch (error) {
      const stale = error instanceof ApiError && error.code === RESULT_CODES.PRODUCT_EDITED_ELSEWHERE.code;
      setRefusal({ message: messageOf(error), stale });
    }
  });

  const pickCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRefusal(null);
    if (file.size > PRODUCT_COVER_MAX_BYTES) {
      setRefusal({ message: '封面图片不能超过 2MB', stale: false });
      return;
    }
    setUploading(true);
    try {
      setValue('cover', await uploadProductCover(file), { shouldDirty: true });
    } catch (error) {
      setRefusal({ message: messageOf(error), stale: false });
    } finally {
      setUploading(false);
    }
  };

  return (
    <form className="console-editor" onSubmit={(event) => void submit(event)} noValidate>
      <p>
        <Link to="/admin/catalog">← 返回商品列表</Link>
      </p>
      <h1 className="console-title">{saved ? `编辑商品 #${saved.id}` : '新建商品'}</h1>
      {saved && (
        <p className="muted">
          版本 {saved.version} · {saved.onSale ? '商城在售' : '商城未在售'}
          {saved.onSale && (
            <>
              {' · '}
              <a href={`/shop/goods/${saved.id}`} target="_blank" rel="noreferrer">
                在商城查看
              </a>
            </>
          )}
          {!saved.delivered && ' · 这类商品暂无业务模块交付，不能上架'}
        </p>
      )}
      {locked && (
        <p className="console-notice">你是编辑：可以修改名称、简介、详情、封面和排序，其余由管理员修改。</p>
      )}

      <div className="console-form-row">
        {locked ? (
          <p className="console-field">
            类型与上下架
            <span>
              {PRODUCT_TYPE_LABELS[watch('type')]} · {PRODUCT_STATUS_LABELS[watch('status')]}
            </span>
            <input type="hidden" {...register('type')} />
            <input type="hidden" {...register('status')} />
          </p>
        ) : (
          <>
            <label className="console-field">
              类型
              <select {...register('type')}>
                {TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PRODUCT_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            </label>
            <label className="console-field">
              上下架
              <select {...register('status')}>
                {(['off', 'on'] as const).map((status) => (
                  <option key={status} value={status}>
                    {PRODUCT_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        <label className="console-field">
          排序（大的在前）
          <input inputMode="numeric" {...register('sort')} />
          <FieldError errors={errors} name="sort" />
        </label>
      </div>

      <label className="console-field">
        名称
        <input {...register('title')} />
        <FieldError errors={errors} name="title" />
      </label>
      <label className="console-field">
        简介
        <input {...register('summary')} />
        <FieldError errors={errors} name="summary" />
      </label>

      <div className="console-form-row">
        <label className="console-field">
          售价（元）
          <input inputMode="decimal" {...register('price_fen')} readOnly={locked} />
          <FieldError errors={errors} name="price_fen" />
        </label>
        <label className="console-field">
          划线价（元）
          <input inputMode="decimal" {...register('list_price_fen')} readOnly={locked} />
          <FieldError errors={errors} name="list_price_fen" />
        </label>
        <label className="console-field">
          库存（留空为不限）
          <input inputMode="numeric" {...register('stock')} readOnly={locked} />
          <FieldError errors={errors} name="stock" />
        </label>
        <label className="console-field">
          每人限购（留空为不限）
          <input inputMode="numeric" {...register('purchase_limit')} readOnly={locked} />
          <FieldError errors={errors} name="purchase_limit" />
        </label>
      </div>

      <div className="console-form-row">
        <label className="console-field">
          开售时间（北京时间，留空为立即）
          <input type="datetime-local" {...register('sale_start')} readOnly={locked} />
          <FieldError errors={errors} name="sale_start" />
        </label>
        <label className="console-field">
          停售时间（北京时间，留空为不限）
          <input type="datetime-local" {...register('sale_end')} readOnly={locked} />
          <FieldError errors={errors} name="sale_end" />
        </label>
        <label className="console-field">
          有效期天数（留空为永久）
          <input inputMode="numeric" {...register('validity_days')} readOnly={locked} />
          <FieldError errors={errors} name="validity_days" />
        </label>
      </div>

      <div className="console-form-row">
        <label className="console-field">
          交付对象类型（如 report-template）
          <input {...register('target_kind')} readOnly={locked} />
          <FieldError errors={errors} name="target_kind" />
        </label>
        <label className="console-field">
          交付对象编号
          <input {...register('target_id')} readOnly={locked} />
          <FieldError errors={errors} name="target_id" />
        </label>
      </div>

      <div className="console-field">
        封面（PNG、JPG、WEBP 或 GIF，不超过 2MB）
        {cover && <img className="console-cover" src={cover} alt="商品封面预览" />}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(event) => void pickCover(event)}
          aria-label="上传封面"
        />
        {uploading && <span className="muted">上传中…</span>}
        <input type="hidden" {...register('cover')} />
        <FieldError errors={errors} name="cover" />
      </div>

      <label className="console-field">
        详情（HTML 富文本，保存时会清除脚本等不安全内容）
        <textarea rows={10} {...register('description')} />
        <FieldError errors={errors} name="description" />
      </label>

      {notice && (
        <p className="console-notice" role="status">
          {notice}
        </p>
      )}
      {refusal && (
        <div className="console-error" role="alert">
          {refusal.message}
          {refusal.stale && (
            <>
              {' '}
              <button type="button" className="btn btn-small" onClick={reload}>
                载入最新内容（放弃我的修改）
              </button>
            </>
          )}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={isSubmitting || uploading}>
        {isSubmitting ? '保存中…' : saved ? '保存修改' : '创建商品'}
      </button>
    </form>
  );
}
