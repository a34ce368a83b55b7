// The reprojection kernel: samples an equirect through a lookup table, bilinearly. The same
// integer arithmetic as the JavaScript it replaced, so the tiles are byte for byte the same
// (src/project/sampling.test.ts holds the old kernel's digest).
//
// Why native: the bench's `remapNsPerPixel` (the six 2560-px faces of its 8192×4096 panorama,
// one thread, CPU time) measured the JavaScript kernel at 21 ns per output pixel, about 0.8 s
// of CPU per panorama, most of what an import spends beyond decoding and encoding; this file
// at 11 ns compiled as plain C++, and at 6 ns with the channels blended side by side in SSE2
// (`blendWide`; other CPUs get the plain loop), on the same shared two cores. No WebAssembly
// toolchain was at hand, and sharp does not expose libvips' mapim. The lookup tables are built
// here too (`FillTable`): the same double arithmetic, 155 → 92 ms of CPU for the 2560-px faces'
// two tables, bit for bit the same tables. So are the polar mips (`HalveRows`, 55 → 19 ms), and
// the box average the thumbnail renders from (`Shrink`, 50 ms where decoding the file again at
// 1/4 scale took 145; 17 ms since it sums whole rows, 70 → 17 ms measured side by side).
#include <napi.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace {

constexpr double kPi = 3.141592653589793;

template <typename T>
struct Expected;
template <>
struct Expected<int32_t> {
  static constexpr napi_typedarray_type type = napi_int32_array;
};
template <>
struct Expected<uint8_t> {
  static constexpr napi_typedarray_type type = napi_uint8_array;
};

template <typename T>
T* typedData(const Napi::Value& value, size_t minLength, const char* what) {
  if (!value.IsTypedArray()) throw Napi::TypeError::New(value.Env(), std::string(what) + " must be a typed array");
  // The C call, since Napi::ArrayBuffer refuses the SharedArrayBuffer behind most of these.
  napi_typedarray_type type;
  size_t length = 0;
  void* data = nullptr;
  NAPI_THROW_IF_FAILED(value.Env(),
                       napi_get_typedarray_info(value.Env(), value, &type, &length, &data, nullptr, nullptr),
                       nullptr);
  if (type != Expected<T>::type) throw Napi::TypeError::New(value.Env(), std::string(what) + " has the wrong type");
  if (length < minLength)
    throw Napi::RangeError::New(value.Env(), std::string(what) + " is shorter than the image needs");
  return static_cast<T*>(data);
}

/** Where one table entry's x falls in its mip level (see `column` in Sample). */
struct Column {
  const uint8_t* left;
  int32_t right;
  int32_t stride;
  int32_t fx;
};

// One output pixel from its four taps: across, then down, `top = a·256 + (b − a)·fx` and
// `(top·256 + (bottom − top)·fy + 32768) >> 16`, the kernel's arithmetic since it was JavaScript.
inline void blend(const uint8_t* pa, const uint8_t* pb, const uint8_t* pc, const uint8_t* pd, int32_t fx,
                  int32_t fy, uint8_t* o) {
  for (int ch = 0; ch < 3; ch++) {
    const int32_t top = pa[ch] * 256 + (pb[ch] - pa[ch]) * fx;
    const int32_t bottom = pc[ch] * 256 + (pd[ch] - pc[ch]) * fx;
    o[ch] = uint8_t((top * 256 + (bottom - top) * fy + 32768) >> 16);
  }
}

#if defined(__SSE2__)
// `blend`, with the three channels side by side in 16-bit lanes (it halves the kernel's
// instructions per pixel). Every lane stays within 16 bits: top = a·(256 − fx) + b·fx ≤ 65280,
// and the second step splits top and bottom into high and low bytes, T = 256·Th + Tl, so
// (T·(256 − fy) + B·fy + 32768) >> 16 = (H + (L >> 8) + 128) >> 8 with H = Th·(256 − fy) + Bh·fy
// and L = Tl·(256 − fy) + Bl·fy, each at most 65280, their sum at most 65408. Reads four bytes
// at each tap, so the caller keeps it off the image's last two rows.
struct Weights {
  // Per weight f: 256 − f in four lanes, then f in four.
  alignas(16) uint16_t lanes[256][8];
  Weights() {
    for (int f = 0; f < 256; f++) {
      for (int i = 0; i < 4; i++) {
        lanes[f][i] = uint16_t(256 - f);
        lanes[f][i + 4] = uint16_t(f);
      }
    }
  }
};
const Weights weights;

inline __m128i tapPair(const uint8_t* first, const uint8_t* second) {
  int32_t a, b;
  std::memcpy(&a, first, 4);
  std::memcpy(&b, second, 4);
  return _mm_unpacklo_epi8(_mm_unpacklo_epi32(_mm_cvtsi32_si128(a), _mm_cvtsi32_si128(b)), _mm_setzero_si128());
}

// The low half of x plus the high half of x, beside the same of y.
inline __m128i sumHalves(__m128i x, __m128i y) {
  return _mm_add_epi16(_mm_unpacklo_epi64(x, y), _mm_unpackhi_epi64(x, y));
}

inline void blendWide(const uint8_t* pa, const uint8_t* pb, const uint8_t* pc, const uint8_t* pd, int32_t fx,
                      int32_t fy, uint8_t* o) {
  const __m128i wx = _mm_load_si128(reinterpret_cast<const __m128i*>(weights.lanes[fx]));
  const __m128i wy = _mm_load_si128(reinterpret_cast<const __m128i*>(weights.lanes[fy]));
  // Top in the low half, bottom in the high.
  const __m128i rows = sumHalves(_mm_mullo_epi16(tapPair(pa, pb), wx), _mm_mullo_epi16(tapPair(pc, pd), wx));
  const __m128i high = _mm_mullo_epi16(_mm_srli_epi16(rows, 8), wy);
  const __m128i low = _mm_mullo_epi16(_mm_and_si128(rows, _mm_set1_epi16(255)), wy);
  // H in the low half, L in the high.
  const __m128i parts = sumHalves(high, low);
  const __m128i sum = _mm_add_epi16(_mm_add_epi16(parts, _mm_srli_epi16(_mm_unpackhi_epi64(parts, parts), 8)),
                                    _mm_set1_epi16(128));
  const uint32_t rgb = uint32_t(_mm_cvtsi128_si32(_mm_packus_epi16(_mm_srli_epi16(sum, 8), sum)));
  o[0] = uint8_t(rgb);
  o[1] = uint8_t(rgb >> 8);
  o[2] = uint8_t(rgb >> 16);
}
#endif

int32_t intOf(const Napi::Object& object, const char* key) {
  return object.Get(key).As<Napi::Number>().Int32Value();
}

// sample(lut, mips, reading, out): see sampleThroughLut in src/project/sampling.ts for what each
// argument holds; every index the loop makes lies in range when the table was built for mips of
// this size, which the caller guarantees and the lengths checked here back up.
Napi::Value Sample(const Napi::CallbackInfo& info) {
  auto env = info.Env();
  if (info.Length() != 4) throw Napi::TypeError::New(env, "sample(lut, mips, reading, out)");
  auto lut = info[0].As<Napi::Object>();
  auto mips = info[1].As<Napi::Object>();
  auto reading = info[2].As<Napi::Object>();

  const int32_t lutWidth = intOf(lut, "width");
  const int32_t lutHeight = intOf(lut, "height");
  const bool perColumn = lut.Get("perColumn").ToBoolean();
  const size_t lutCount = size_t(lutWidth) * lutHeight;
  const size_t columnCount = perColumn ? size_t(lutWidth) : lutCount;
  const int32_t* lx = typedData<int32_t>(lut.Get("x"), columnCount, "lut.x");
  const int32_t* ly = typedData<int32_t>(lut.Get("y"), lutCount, "lut.y");
  const uint8_t* mip = typedData<uint8_t>(lut.Get("mip"), columnCount, "lut.mip");

  const int32_t fullWidth = intOf(mips, "width");
  const int32_t mipsHeight = intOf(mips, "height");
  auto levelArray = mips.Get("levels").As<Napi::Array>();
  std::vector<const uint8_t*> levels;
  for (uint32_t k = 0; k < levelArray.Length(); k++) {
    size_t length = size_t(fullWidth >> k) * mipsHeight * 3;
    levels.push_back(typedData<uint8_t>(levelArray.Get(k), length, "a mip level"));
  }
  for (size_t i = 0; i < columnCount; i++) {
    if (mip[i] >= levels.size()) throw Napi::RangeError::New(env, "lut.mip names a missing mip level");
  }

  const int32_t width = intOf(reading, "width");
  const int32_t height = intOf(reading, "height");
  const bool quadrant = reading.Get("quadrant").ToBoolean();
  const bool mirrorRows = reading.Get("mirrorRows").ToBoolean();
  auto affineArray = reading.Get("affine").As<Napi::Array>();
  int32_t affine[16];
  for (uint32_t i = 0; i < 16; i++) affine[i] = affineArray.Get(i).As<Napi::Number>().Int32Value();
  uint8_t* out = typedData<uint8_t>(info[3], size_t(width) * height * 3, "out");
  const bool fits = quadrant ? lutWidth <= width && 2 * lutWidth >= width && lutHeight <= height &&
                                   2 * lutHeight >= height
                             : lutWidth == width && lutHeight == height;
  if (!fits) throw Napi::RangeError::New(env, "The reading does not fit the table");

  const int32_t maxY = mipsHeight - 1;
  // Where an entry's x falls in its mip level: the row-0 address of its left tap, the step to
  // its right tap (which wraps to column 0 at the right edge), the row stride and the weight.
  auto column = [&](int64_t c, int32_t xSign, int32_t xOffset) {
    const int32_t k = mip[c];
    const int32_t w = fullWidth >> k;
    const int32_t x = ((lx[c] * xSign + xOffset) >> k) - 128;
    int32_t x0 = x >> 8;
    if (x0 < 0)
      x0 += w;
    else if (x0 >= w)
      x0 -= w;
    // A table built for another equirect could point anywhere: stop rather than read past it.
    if (uint32_t(x0) >= uint32_t(w)) throw Napi::RangeError::New(env, "The table reads outside the equirect");
    return Column{levels[size_t(k)] + int64_t(x0) * 3, x0 + 1 == w ? -x0 * 3 : 3, w * 3, x & 255};
  };
  // Columns that read the table left to right; the rest read it mirrored, right to left.
  const int32_t straight = quadrant ? lutWidth : width;
  // A table whose x is per column gives each quarter of the image the same columns on every
  // row: worked out once here, they leave the loop below only the vertical half of the work.
  std::vector<Column> columns[4];
  if (perColumn) {
    for (int q = 0; q < 4; q++) {
      columns[q].reserve(size_t(lutWidth));
      for (int32_t c = 0; c < lutWidth; c++) columns[q].push_back(column(c, affine[q * 4], affine[q * 4 + 1]));
    }
  }
  uint8_t* __restrict o = out;
  for (int32_t j = 0; j < height; j++) {
    const int32_t tj = mirrorRows ? height - 1 - j : j;
    const bool lower = quadrant && tj >= lutHeight;
    const int64_t rowStart = int64_t(lower ? height - 1 - tj : tj) * lutWidth;
    for (int half = 0; half < 2; half++) {
      const int q = (lower ? 2 : 0) + half;
      const int32_t xSign = affine[q * 4], xOffset = affine[q * 4 + 1];
      const int32_t ySign = affine[q * 4 + 2], yOffset = affine[q * 4 + 3] - 128;
      const int32_t count = half == 0 ? straight : width - straight;
      const int64_t step = half == 0 ? 1 : -1;
      // Table column of the first entry read; each next one is `step` along.
      const int64_t first = half == 0 ? 0 : width - straight - 1;
      const int32_t* __restrict rowY = ly + rowStart;
      const Column* __restrict fixed = perColumn ? columns[q].data() : nullptr;
      for (int64_t n = 0, c = first; n < count; n++, c += step, o += 3) {
        const Column at = fixed ? fixed[c] : column(rowStart + c, xSign, xOffset);
        const int32_t y = rowY[c] * ySign + yOffset;
        int32_t y0 = y >> 8;
        int32_t fy = y & 255;
        if (y0 < 0) {
          y0 = 0;
          fy = 0;
        } else if (y0 >= maxY) {
          y0 = maxY;
          fy = 0;
        }
        // Taps a, b on row y0 and c, d below them (the same row where fy is 0, so the clamped
        // last row reads nothing past it).
        const uint8_t* pa = at.left + int64_t(y0) * at.stride;
        const uint8_t* pb = pa + at.right;
        const int64_t below = fy == 0 ? 0 : at.stride;
        const uint8_t* pc = pa + below;
        const uint8_t* pd = pb + below;
#if defined(__SSE2__)
        // Away from the last two rows, each tap's fourth byte still lies in the image.
        if (y0 < maxY - 1) {
          blendWide(pa, pb, pc, pd, at.fx, fy, o);
          continue;
        }
#endif
        blend(pa, pb, pc, pd, at.fx, fy, o);
      }
    }
  }
  return env.Undefined();
}

// A polynomial arctangent (Abramowitz & Stegun 4.4.49, error < 1e-7 rad, far below a 1/256 px
// step), several times faster than atan2 and the one the tables were always built with.
double polyAtan2(double y, double x) {
  const double ax = std::fabs(x);
  const double ay = std::fabs(y);
  if (ax == 0 && ay == 0) return 0;
  const double t = ay > ax ? ax / ay : ay / ax;
  const double s = t * t;
  double r = 0.0028662257;
  r = r * s - 0.0161657367;
  r = r * s + 0.0429096138;
  r = r * s - 0.07528964;
  r = r * s + 0.1065626393;
  r = r * s - 0.1420889944;
  r = r * s + 0.1999355085;
  r = r * s - 0.3333314528;
  r = t * (1 + r * s);
  if (ay > ax) r = kPi / 2 - r;
  if (x < 0) r = kPi - r;
  return y < 0 ? -r : r;
}

std::vector<double> vectorOf(const Napi::Object& projection, const char* key) {
  auto array = projection.Get(key).As<Napi::Array>();
  if (array.Length() != 3) throw Napi::TypeError::New(projection.Env(), std::string(key) + " must have 3 components");
  return {array.Get(0u).As<Napi::Number>().DoubleValue(), array.Get(1u).As<Napi::Number>().DoubleValue(),
          array.Get(2u).As<Napi::Number>().DoubleValue()};
}

// fillTable(projection, eqWidth, eqHeight, maxMip, lut): fills the arrays of a table made by
// newSampleLut in src/project/sampling.ts, which says what they hold. Double arithmetic in the
// order the JavaScript builder it replaced used, so the tables are the same to the bit.
Napi::Value FillTable(const Napi::CallbackInfo& info) {
  auto env = info.Env();
  if (info.Length() != 5) throw Napi::TypeError::New(env, "fillTable(projection, eqWidth, eqHeight, maxMip, lut)");
  auto p = info[0].As<Napi::Object>();
  const double eqWidth = info[1].As<Napi::Number>().DoubleValue();
  const double eqHeight = info[2].As<Napi::Number>().DoubleValue();
  const int32_t maxMip = info[3].As<Napi::Number>().Int32Value();
  auto lut = info[4].As<Napi::Object>();
  const auto n = vectorOf(p, "n");
  const auto right = vectorOf(p, "right");
  const auto down = vectorOf(p, "down");
  const int32_t width = intOf(p, "width");
  const int32_t height = intOf(p, "height");
  if (width < 1 || height < 1 || maxMip < 0) throw Napi::RangeError::New(env, "An empty projection has no table");
  const bool perColumn = lut.Get("perColumn").ToBoolean();
  const size_t count = size_t(width) * height;
  const size_t columnCount = perColumn ? size_t(width) : count;
  int32_t* lx = typedData<int32_t>(lut.Get("x"), columnCount, "lut.x");
  int32_t* ly = typedData<int32_t>(lut.Get("y"), count, "lut.y");
  uint8_t* mip = typedData<uint8_t>(lut.Get("mip"), columnCount, "lut.mip");
  int32_t* polarRows = typedData<int32_t>(lut.Get("polarRows"), size_t(maxMip) + 1, "lut.polarRows");

  const double columnsPerRadian = eqWidth / (2 * kPi);
  // Longitudes of one extra row and column, for the footprint of the last pixels; two rows at a
  // time, so building the table needs no more memory than the table.
  std::vector<double> here(size_t(width) + 1), below(size_t(width) + 1);
  auto longitudes = [&](int32_t j, std::vector<double>& row) {
    const double sy = ((j + 0.5) * 2) / height - 1;
    for (int32_t i = 0; i <= width; i++) {
      const double sx = ((i + 0.5) * 2) / width - 1;
      const double dx = n[0] + sx * right[0] + sy * down[0];
      const double dy = n[1] + sx * right[1] + sy * down[1];
      const double dz = n[2] + sx * right[2] + sy * down[2];
      const double a = polyAtan2(dx, -dz);
      row[size_t(i)] = a;
      if (i == width || j == height) continue;
      const size_t o = size_t(j) * width + i;
      // Both coordinates are positive, so truncating rounds them.
      if (!perColumn || j == 0) lx[perColumn ? size_t(i) : o] = int32_t((a / (2 * kPi) + 0.5) * eqWidth * 256 + 0.5);
      ly[o] = int32_t((0.5 - polyAtan2(dy, std::sqrt(dx * dx + dz * dz)) / kPi) * eqHeight * 256 + 0.5);
    }
  };
  longitudes(0, here);
  for (int32_t j = 0; j < height; j++) {
    longitudes(j + 1, below);
    for (int32_t i = 0; i < width; i++) {
      const double lon = here[size_t(i)];
      double stepRight = std::fabs(here[size_t(i) + 1] - lon);
      if (stepRight > kPi) stepRight = 2 * kPi - stepRight;
      double stepDown = std::fabs(below[size_t(i)] - lon);
      if (stepDown > kPi) stepDown = 2 * kPi - stepDown;
      const double footprint = std::max(stepRight, stepDown) * columnsPerRadian;
      int32_t k = 0;
      while (k < maxMip && footprint >= double(2 << k)) k++;
      const size_t o = size_t(j) * width + i;
      mip[perColumn ? size_t(i) : o] = uint8_t(k);
      // Rows this pixel reads, counted from the nearer pole: only those need level k.
      const int32_t y0 = (ly[o] - 128) >> 8;
      const int32_t rows = y0 < eqHeight / 2 ? y0 + 2 : int32_t(eqHeight) - y0;
      if (rows > polarRows[k]) polarRows[k] = rows;
    }
    std::swap(here, below);
  }
  return env.Undefined();
}

// `shrink`, summing a block's rows first, a whole row at a time, then across: plain loops over
// contiguous bytes that the compiler vectorises, with 16-bit sums where a block of up to 16 × 16
// bytes fits them. `Factor` is the factor when known at compile time (the loops across then
// unroll), or 0.
template <typename Sum, int Factor>
void shrinkRows(const uint8_t* src, int32_t width, int32_t height, int32_t factor, uint8_t* out) {
  if (Factor != 0) factor = Factor;
  const int32_t outWidth = width / factor;
  const int32_t outHeight = height / factor;
  const size_t rowBytes = size_t(width) * 3;
  const uint32_t count = uint32_t(factor) * uint32_t(factor);
  std::vector<Sum> columns(rowBytes);
  for (int32_t j = 0; j < outHeight; j++) {
    const uint8_t* line = src + size_t(j) * factor * rowBytes;
    Sum* __restrict sums = columns.data();
    for (size_t c = 0; c < rowBytes; c++) sums[c] = line[c];
    for (int32_t row = 1; row < factor; row++) {
      const uint8_t* __restrict next = line + size_t(row) * rowBytes;
      for (size_t c = 0; c < rowBytes; c++) sums[c] = Sum(sums[c] + next[c]);
    }
    uint8_t* __restrict target = out + size_t(j) * outWidth * 3;
    for (int32_t i = 0; i < outWidth; i++) {
      const Sum* block = sums + size_t(i) * factor * 3;
      for (int ch = 0; ch < 3; ch++) {
        uint32_t sum = count / 2;
        for (int32_t k = ch; k < factor * 3; k += 3) sum += block[k];
        target[size_t(i) * 3 + ch] = uint8_t(sum / count);
      }
    }
  }
}

// shrink(src, width, height, factor, out): RGB `src` averaged over factor × factor blocks into
// `out`, (width / factor) × (height / factor), each channel's sum rounded to the nearest.
Napi::Value Shrink(const Napi::CallbackInfo& info) {
  auto env = info.Env();
  if (info.Length() != 5) throw Napi::TypeError::New(env, "shrink(src, width, height, factor, out)");
  const int32_t width = info[1].As<Napi::Number>().Int32Value();
  const int32_t height = info[2].As<Napi::Number>().Int32Value();
  const int32_t factor = info[3].As<Napi::Number>().Int32Value();
  if (width < 1 || height < 1 || factor < 1 || width % factor != 0 || height % factor != 0)
    throw Napi::RangeError::New(env, "The factor must divide the image's width and height");
  const uint8_t* src = typedData<uint8_t>(info[0], size_t(width) * height * 3, "src");
  uint8_t* out = typedData<uint8_t>(info[4], size_t(width / factor) * (height / factor) * 3, "out");
  if (factor == 2)
    shrinkRows<uint16_t, 2>(src, width, height, factor, out);
  else if (factor == 4)
    shrinkRows<uint16_t, 4>(src, width, height, factor, out);
  else if (factor <= 16)
    shrinkRows<uint16_t, 0>(src, width, height, factor, out);
  else
    shrinkRows<uint32_t, 0>(src, width, height, factor, out);
  return env.Undefined();
}

// halveRows(src, width, fromRow, toRow, out): rows fromRow … toRow − 1 of RGB `src`, `width`
// wide, averaged 2:1 horizontally into the same rows of `out`, half as wide, each pair's sum
// rounded up at .5.
Napi::Value HalveRows(const Napi::CallbackInfo& info) {
  auto env = info.Env();
  if (info.Length() != 5) throw Napi::TypeError::New(env, "halveRows(src, width, fromRow, toRow, out)");
  const int32_t width = info[1].As<Napi::Number>().Int32Value();
  const int32_t fromRow = info[2].As<Napi::Number>().Int32Value();
  const int32_t toRow = info[3].As<Napi::Number>().Int32Value();
  if (width < 2 || width % 2 != 0 || fromRow < 0 || toRow < fromRow)
    throw Napi::RangeError::New(env, "halveRows needs an even width and rows in order");
  if (fromRow == toRow) return env.Undefined();
  const int32_t half = width / 2;
  const uint8_t* src = typedData<uint8_t>(info[0], size_t(toRow) * width * 3, "src");
  uint8_t* out = typedData<uint8_t>(info[4], size_t(toRow) * half * 3, "out");
  for (int32_t row = fromRow; row < toRow; row++) {
    const uint8_t* s = src + size_t(row) * width * 3;
    uint8_t* o = out + size_t(row) * half * 3;
    for (int32_t c = 0; c < half * 3; c += 3, s += 6) {
      o[c] = uint8_t((s[0] + s[3] + 1) >> 1);
      o[c + 1] = uint8_t((s[1] + s[4] + 1) >> 1);
      o[c + 2] = uint8_t((s[2] + s[5] + 1) >> 1);
    }
  }
  return env.Undefined();
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("halveRows", Napi::Function::New(env, HalveRows, "halveRows"));
  exports.Set("shrink", Napi::Function::New(env, Shrink, "shrink"));
  exports.Set("sample", Napi::Function::New(env, Sample, "sample"));
  exports.Set("fillTable", Napi::Function::New(env, FillTable, "fillTable"));
  return exports;
}

}  // namespace

NODE_API_MODULE(remap, Init)
